import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { ApplicationsPage } from './ApplicationsPage';
import type { Application } from './useApplications';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const admin = aUser({ roles: ['admin'] });

function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    userId: 'u-ha',
    email: 'ha@example.com',
    displayName: 'Phạm Thu Hà',
    expertise: 'Giáo dục',
    bio: 'Giáo viên tiếng Anh.\nMười năm đứng lớp.',
    portfolioUrl: 'https://ha.example.com/portfolio',
    phone: '0912345678',
    sampleIdea: 'Chấm bài viết.',
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-11-21T02:15:00.000Z',
    ...overrides,
  };
}
const second = anApplication({ id: 'app-2', userId: 'u-minh', email: 'minh@example.com', displayName: 'Đỗ Minh' });
const rejected = anApplication({
  id: 'app-0',
  displayName: 'Trần Văn Cũ',
  email: 'cu@example.com',
  status: 'rejected',
  rejectionReason: 'Chưa có sản phẩm mẫu.',
});

/** A stand-in server: a decided application moves from pending to its new status; `refusal` refuses once. */
function serve(applications: Application[], answers: Parameters<typeof mockApi>[0] = {}) {
  const server = { applications: [...applications], refusal: null as ApiError | null };
  const api = mockApi({
    listCreatorApplications: async (input) =>
      server.applications.filter((item) => item.status === (input?.status ?? item.status)),
    reviewCreatorApplication: async ({ applicationId, decision, reason }) => {
      const refusal = server.refusal;
      server.refusal = null;
      if (refusal) throw refusal;
      const status = decision === 'approve' ? 'approved' : 'rejected';
      server.applications = server.applications.map((item) =>
        item.id === applicationId ? { ...item, status, rejectionReason: reason ?? null } : item,
      );
      return { applicationId, status };
    },
    ...answers,
  });
  const user = userEvent.setup();
  renderAt('/admin/applications', <ApplicationsPage />, { user: admin });
  return { api, user, server };
}

/** The application card of `name` (throws until it is shown, so it can be awaited with waitFor). */
function item(name: string): HTMLElement {
  const found = screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name }));
  if (!found) throw new Error(`no application of ${name}`);
  return found;
}
const pendingPanel = () => screen.getByRole('tabpanel', { name: 'Chờ xử lý' });

beforeEach(() => resetMockedApi());

describe('/admin/applications', () => {
  it('shows the loading state, then each pending application with everything the applicant wrote', async () => {
    const { api } = serve([anApplication(), second]);
    adminPage.expectLoadingPage('Đơn đăng ký nhà sáng tạo', 'Đang tải đơn đăng ký…');
    await screen.findByRole('heading', { level: 3, name: 'Phạm Thu Hà' });
    expect(api.listCreatorApplications).toHaveBeenCalledWith({ status: 'pending' });
    expect(screen.getByText('2 đơn')).toBeInTheDocument();

    const card = item('Phạm Thu Hà');
    expect(card).toHaveTextContent('ha@example.com');
    expect(card).toHaveTextContent('0912345678');
    expect(card).toHaveTextContent('Giáo dục');
    expect(card).toHaveTextContent('Giáo viên tiếng Anh. Mười năm đứng lớp.');
    expect(card).toHaveTextContent('Chấm bài viết.');
    // 02:15 UTC is 09:15 in Vietnam.
    expect(card).toHaveTextContent('21/11/2026 09:15');
    const portfolio = within(card).getByRole('link', { name: /https:\/\/ha\.example\.com\/portfolio/ });
    expect(portfolio).toHaveAttribute('href', 'https://ha.example.com/portfolio');
    expect(portfolio).toHaveAttribute('target', '_blank');
    expect(portfolio).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never makes a link of an address that is not http(s)', async () => {
    serve([anApplication({ portfolioUrl: 'javascript:alert(1)' })]);
    const card = await waitFor(() => item('Phạm Thu Hà'));
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('javascript:alert(1)');
  });

  it('says so when no application waits', async () => {
    serve([rejected]);
    expect(await screen.findByText('Không có đơn đăng ký nào chờ xử lý.')).toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    let calls = 0;
    const { api } = serve([], {
      listCreatorApplications: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('unavailable', 'Máy chủ đang bận. Vui lòng thử lại sau.');
        return [anApplication()];
      },
    });
    await adminPage.retryFailedLoad(
      'Không thể tải đơn đăng ký nhà sáng tạo.',
      'Máy chủ đang bận. Vui lòng thử lại sau.',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Phạm Thu Hà' })).toBeInTheDocument();
    expect(api.listCreatorApplications).toHaveBeenCalledTimes(2);
  });

  it('approves after a confirmation: the application leaves the queue and the outcome is announced', async () => {
    const { api, user } = serve([anApplication(), second]);
    await waitFor(() => item('Phạm Thu Hà'));
    await user.click(within(item('Phạm Thu Hà')).getByRole('button', { name: /^Chấp nhận/ }));
    const dialog = screen.getByRole('dialog', { name: 'Chấp nhận đơn của Phạm Thu Hà?' });
    expect(dialog).toHaveTextContent('Người dùng được cấp quyền nhà sáng tạo ngay');
    await adminPage.submitAndClose(dialog, 'Chấp nhận');
    expect(api.reviewCreatorApplication).toHaveBeenCalledWith({ applicationId: 'app-1', decision: 'approve' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Đã chấp nhận đơn của Phạm Thu Hà. Người dùng đã có quyền nhà sáng tạo.',
    );
    await waitFor(() => expect(within(pendingPanel()).queryByRole('heading', { name: 'Phạm Thu Hà' })).toBeNull());
    expect(item('Đỗ Minh')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());

    // It is in the approved history now.
    await user.click(screen.getByRole('tab', { name: 'Đã chấp nhận' }));
    const approved = await screen.findByRole('heading', { level: 3, name: 'Phạm Thu Hà' });
    expect(approved.closest('li')).toHaveTextContent('Đã chấp nhận');
    expect(within(approved.closest('li') as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server refusal inside the confirmation', async () => {
    const { user, server } = serve([anApplication()]);
    server.refusal = new ApiError('aborted', 'Đơn đăng ký này đã được xử lý.');
    await waitFor(() => item('Phạm Thu Hà'));
    await user.click(within(item('Phạm Thu Hà')).getByRole('button', { name: /^Chấp nhận/ }));
    const dialog = screen.getByRole('dialog', { name: 'Chấp nhận đơn của Phạm Thu Hà?' });
    await user.click(within(dialog).getByRole('button', { name: 'Chấp nhận' }));
    await adminPage.expectRefusal(dialog, 'Đơn đăng ký này đã được xử lý.');
  });

  it('rejects with a required reason, shown afterwards in the rejected history', async () => {
    const { api, user, server } = serve([anApplication(), rejected]);
    await waitFor(() => item('Phạm Thu Hà'));
    await user.click(within(item('Phạm Thu Hà')).getByRole('button', { name: /^Từ chối/ }));
    const dialog = screen.getByRole('dialog', { name: 'Từ chối đơn của Phạm Thu Hà' });
    expect(dialog).toHaveTextContent('Người đăng ký thấy lý do này ở trang Trở thành nhà sáng tạo.');

    const ask = adminPage.valueDialog(dialog, 'Từ chối', 'Lý do từ chối');
    await ask.refusedEmpty('Vui lòng nhập lý do từ chối.', api.reviewCreatorApplication);

    await ask.refusedByServer(server, 'Đơn đăng ký này đã được xử lý.', 'Chưa có sản phẩm mẫu.');

    await ask.sendAndClose();
    expect(api.reviewCreatorApplication).toHaveBeenLastCalledWith({
      applicationId: 'app-1',
      decision: 'reject',
      reason: 'Chưa có sản phẩm mẫu.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Đã từ chối đơn của Phạm Thu Hà.');
    expect(await screen.findByText('Không có đơn đăng ký nào chờ xử lý.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Đã từ chối' }));
    await screen.findByRole('heading', { level: 3, name: 'Phạm Thu Hà' });
    expect(api.listCreatorApplications).toHaveBeenLastCalledWith({ status: 'rejected' });
    expect(item('Phạm Thu Hà')).toHaveTextContent(/Lý do từ chối\s*Chưa có sản phẩm mẫu\./);
    expect(item('Trần Văn Cũ')).toHaveTextContent('Đã từ chối');
  });
});
