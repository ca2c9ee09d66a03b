import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { AdminUser } from '@app/shared/contracts/admin';
import { useNavigate } from '@app/shared/router';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { anAdminUser } from './testData';
import { UsersPage } from './UsersPage';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const lan = anAdminUser();
const binh = anAdminUser({
  uid: 'u-binh',
  email: 'binh@example.com',
  displayName: 'Trần Văn Bình',
  roles: [],
  suspendedAt: '2026-11-01T00:00:00.000Z',
  suspensionReason: 'Gian lận',
});
const page = (users: AdminUser[], total = users.length, pageNo = 1) => ({
  users,
  total,
  page: pageNo,
  pageSize: 20,
});

const admin = aUser({ uid: 'admin-1', roles: ['admin'] });
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  );
}

const renderPage = (path = '/admin/users') =>
  renderAt(path, <UsersPage />, {
    user: admin,
    extra: (
      <>
        <Where />
        <Back />
      </>
    ),
  });

beforeEach(() => resetMockedApi());

describe('/admin/users', () => {
  it('lists everyone at first: name, e-mail, role badges, status, joined date and a link to the user', async () => {
    const api = mockApi({ searchUsers: async () => page([lan, binh]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Người dùng');
    expect(screen.getByText('Đang tải danh sách người dùng…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Danh sách người dùng' });
    expect(api.searchUsers).toHaveBeenCalledWith({ page: 1 });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Nguyễn Thị Lan');
    expect(within(first).getByText('lan@example.com')).toBeInTheDocument();
    expect(within(first).getByRole('listitem')).toHaveTextContent('Nhà sáng tạo');
    expect(within(first).getByText('Hoạt động')).toBeInTheDocument();
    // 20:00 UTC on 1 March is already 2 March in Vietnam.
    expect(within(first).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Xem người dùng Nguyễn Thị Lan' })).toHaveAttribute(
      'href',
      '/admin/users/u-lan',
    );
    expect(within(second).getByText('Đã khóa')).toBeInTheDocument();
    // An account with neither role is labelled for what it is, a buyer.
    expect(within(second).getByRole('listitem')).toHaveTextContent('Người mua');
    expect(screen.getByRole('region', { name: 'Danh sách người dùng' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Trang 1 / 1')).toBeInTheDocument();
  });

  it('a search goes into the URL and asks the server with the query; back brings the old search back', async () => {
    const api = mockApi({
      searchUsers: async (input) => (input?.query === 'lan' ? page([lan]) : page([lan, binh])),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Tìm theo email hoặc tên' });
    await user.type(box, 'lan');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/users?q=lan');
    expect(api.searchUsers).toHaveBeenLastCalledWith({ query: 'lan', page: 1 });
    expect(await screen.findByText('Tìm thấy 1 người dùng.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/users$/);
    expect(screen.getByRole('searchbox', { name: 'Tìm theo email hoặc tên' })).toHaveValue('');
    expect(await screen.findByText('Tìm thấy 2 người dùng.')).toBeInTheDocument();
  });

  it('reads the search, role and page from the URL (a reload keeps them)', async () => {
    const api = mockApi({ searchUsers: async () => page([binh], 41, 2) });
    renderPage('/admin/users?q=binh&role=suspended&page=2');
    expect(await screen.findByText('Trang 2 / 3')).toBeInTheDocument();
    expect(api.searchUsers).toHaveBeenCalledWith({ query: 'binh', role: 'suspended', page: 2 });
    expect(screen.getByRole('searchbox', { name: 'Tìm theo email hoặc tên' })).toHaveValue('binh');
    expect(screen.getByRole('combobox', { name: 'Lọc theo vai trò' })).toHaveValue('suspended');
  });

  it('the role filter and the pages are applied at once and kept in the URL', async () => {
    const api = mockApi({ searchUsers: async (input) => page([lan], 45, input?.page ?? 1) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Trang 1 / 3');
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/users?page=2');
    expect(await screen.findByText('Trang 2 / 3')).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Lọc theo vai trò' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tất cả', 'Nhà sáng tạo', 'Quản trị viên', 'Đang bị khóa']);
    await user.selectOptions(role, 'admin');
    // A new filter starts again at page 1.
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/users?role=admin');
    expect(api.searchUsers).toHaveBeenLastCalledWith({ role: 'admin', page: 1 });
  });

  it('says so when nobody matches', async () => {
    mockApi({ searchUsers: async () => page([]) });
    renderPage('/admin/users?q=khong-ai');
    expect(await screen.findByText('Không tìm thấy người dùng nào.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failure is shown with the server text and can be retried', async () => {
    const api = mockApi({
      searchUsers: jest
        .fn()
        .mockRejectedValueOnce(new ApiError('unavailable', 'Máy chủ đang bận. Vui lòng thử lại.'))
        .mockResolvedValue(page([lan])),
    });
    renderPage();
    await adminPage.retryFailedLoad('Không thể tải danh sách người dùng.', 'Máy chủ đang bận. Vui lòng thử lại.');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.searchUsers).toHaveBeenCalledTimes(2);
  });
});
