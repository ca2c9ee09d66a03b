import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { AUDIT_ACTIONS, type AuditEntry } from '@app/shared/contracts/admin';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { AuditLogPage } from './AuditLogPage';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

function anEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 200,
    at: '2026-11-21T10:05:00.000Z',
    adminId: 'admin-1',
    adminEmail: 'admin@example.com',
    adminName: 'Quản Trị',
    action: 'user.suspend',
    objectType: 'user',
    objectId: 'u-lan',
    reason: 'Gian lận thanh toán',
    before: { suspendedAt: null, roles: ['creator'] },
    after: { suspendedAt: '2026-11-21T10:05:00.000Z', roles: ['creator'] },
    ...overrides,
  };
}

const suspend = anEntry();
const payout = anEntry({
  id: 150,
  at: '2026-11-20T01:00:00.000Z',
  action: 'payout.paid',
  objectType: 'payout',
  objectId: 'po-9',
  reason: null,
  before: { status: 'requested' },
  after: { status: 'paid', reference: 'FT123', bank: { name: 'VCB', account: '0011' } },
});
const older = anEntry({ id: 90, action: 'product.publish', objectType: 'product', objectId: 'p-1', reason: null });

const admins = {
  users: [
    {
      uid: 'admin-1',
      email: 'admin@example.com',
      displayName: 'Quản Trị',
      photoURL: null,
      roles: ['admin' as const],
      suspendedAt: null,
      suspensionReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function setup(path = '/admin/audit', answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    searchUsers: async () => admins,
    listAuditLog: async (input) =>
      input?.before === 150 ? { entries: [older], nextBefore: null } : { entries: [suspend, payout], nextBefore: 150 },
    ...answers,
  });
  const user = userEvent.setup();
  renderAt(path, <AuditLogPage />, { user: aUser({ uid: 'admin-1', roles: ['admin'] }), extra: <Where /> });
  return { api, user };
}

beforeEach(() => resetMockedApi());

describe('/admin/audit', () => {
  it('lists the newest entries: Vietnam time, admin, action, object, reason; says the log cannot change', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nhật ký quản trị');
    expect(screen.getByText(/không ai, kể cả quản trị viên, có thể sửa hoặc xóa/)).toBeInTheDocument();
    expect(screen.getByText('Đang tải nhật ký…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Nhật ký quản trị, mới nhất trước' });
    expect(api.listAuditLog).toHaveBeenCalledWith({});
    const first = within(table).getAllByRole('row')[1];
    // 10:05 UTC is 17:05 in Vietnam.
    expect(first).toHaveTextContent('21/11/2026 17:05');
    expect(within(first).getByRole('link', { name: 'Quản Trị' })).toHaveAttribute('href', '/admin/users/admin-1');
    expect(first).toHaveTextContent('Khóa tài khoản');
    expect(first).toHaveTextContent('Người dùng');
    expect(within(first).getByRole('link', { name: 'u-lan' })).toHaveAttribute('href', '/admin/users/u-lan');
    expect(first).toHaveTextContent('Gian lận thanh toán');
    expect(screen.getByRole('region', { name: 'Nhật ký quản trị, mới nhất trước' })).toHaveAttribute('tabindex', '0');
  });

  it('"Chi tiết" discloses the before → after values as readable lines', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    const button = screen.getByRole('button', { name: 'Chi tiết mục 150' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const status = within(panel).getByText('status').parentElement!;
    expect(status).toHaveTextContent('Trước: requested→Sau: paid');
    const reference = within(panel).getByText('reference').parentElement!;
    expect(reference).toHaveTextContent('Trước: (không có)→Sau: FT123');
    // A nested value is pretty-printed on its own lines.
    const bank = within(panel).getByText(/"name": "VCB"/, { normalizer: (text) => text });
    expect(bank.tagName).toBe('PRE');
    expect(bank.textContent).toBe('{\n  "name": "VCB",\n  "account": "0011"\n}');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('an unchanged field shows its value once', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Chi tiết mục 200' }));
    const roles = screen.getByText('roles').parentElement!;
    expect(roles).toHaveTextContent(/^rolescreator$/);
  });

  it('filters go into the URL and into the listAuditLog call', async () => {
    const { api, user } = setup();
    await screen.findByRole('table');
    const admin = screen.getByRole('combobox', { name: 'Quản trị viên' });
    await within(admin).findByRole('option', { name: 'Quản Trị (admin@example.com)' });
    expect(api.searchUsers).toHaveBeenCalledWith({ role: 'admin' });
    await user.selectOptions(admin, 'admin-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hành động' }), 'Khóa tài khoản');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loại đối tượng' }), 'Người dùng');
    await user.type(screen.getByRole('textbox', { name: 'Mã đối tượng' }), 'u-lan');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/admin/audit?admin=admin-1&action=user.suspend&type=user&object=u-lan',
    );
    await screen.findByRole('table');
    expect(api.listAuditLog).toHaveBeenLastCalledWith({
      adminId: 'admin-1',
      action: 'user.suspend',
      objectType: 'user',
      objectId: 'u-lan',
    });
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/audit$/);
    expect(screen.getByRole('combobox', { name: 'Hành động' })).toHaveValue('');
  });

  it('every action of the contract can be chosen by its Vietnamese label', async () => {
    setup();
    const action = screen.getByRole('combobox', { name: 'Hành động' });
    const options = within(action).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...AUDIT_ACTIONS]);
    for (const option of options.slice(1)) expect(option.textContent).not.toBe(option.getAttribute('value'));
  });

  it('reads the filters from the URL (a reload keeps them)', async () => {
    const { api } = setup('/admin/audit?action=payout.paid&object=po-9');
    await screen.findByRole('table');
    expect(api.listAuditLog).toHaveBeenCalledWith({ action: 'payout.paid', objectId: 'po-9' });
    expect(screen.getByRole('combobox', { name: 'Hành động' })).toHaveValue('payout.paid');
    expect(screen.getByRole('textbox', { name: 'Mã đối tượng' })).toHaveValue('po-9');
  });

  it('"Tải thêm" asks for the entries before the last one and adds them below', async () => {
    const { api, user } = setup('/admin/audit?type=product');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText('Đã hiển thị toàn bộ nhật ký.')).toBeInTheDocument();
    expect(api.listAuditLog).toHaveBeenLastCalledWith({ objectType: 'product', before: 150 });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    expect(within(table).getByText('Duyệt sản phẩm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).not.toBeInTheDocument();
  });

  it('a failed older page keeps what is shown and can be retried', async () => {
    const listAuditLog = jest
      .fn()
      .mockResolvedValueOnce({ entries: [suspend, payout], nextBefore: 150 })
      .mockRejectedValueOnce(new ApiError('unavailable', 'Máy chủ đang bận.'))
      .mockResolvedValue({ entries: [older], nextBefore: null });
    const { user } = setup('/admin/audit', { listAuditLog });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể tải nhật ký quản trị. Máy chủ đang bận.');
    expect(screen.getByText('Gian lận thanh toán')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await within(screen.getByRole('table')).findByText('Duyệt sản phẩm')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    setup('/admin/audit', { listAuditLog: async () => ({ entries: [], nextBefore: null }) });
    expect(await screen.findByText('Chưa có hoạt động nào.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failure shows the server text and can be retried', async () => {
    const listAuditLog = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('permission-denied', 'Bạn không có quyền truy cập.'))
      .mockResolvedValue({ entries: [suspend], nextBefore: null });
    setup('/admin/audit', { listAuditLog });
    await adminPage.retryFailedLoad('Không thể tải nhật ký quản trị.', 'Bạn không có quyền truy cập.');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(listAuditLog).toHaveBeenCalledTimes(2);
  });
});
