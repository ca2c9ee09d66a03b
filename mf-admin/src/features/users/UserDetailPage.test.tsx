import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, AdminUserDetail } from '@app/shared/contracts/admin';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { aUserDetail } from './testData';
import { UserDetailPage } from './UserDetailPage';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const me = aUser({ uid: 'admin-1', email: 'admin@example.com', displayName: 'Quản Trị', roles: ['admin'] });

const lan = aUserDetail(
  {},
  {
    orders: [
      {
        id: 'ORD123456',
        title: 'Bộ prompt bán hàng',
        price: 199000,
        status: 'refunded',
        createdAt: '2026-11-02T01:00:00.000Z',
        paidAt: '2026-11-02T01:05:00.000Z',
        selfReferral: null,
        selfReferralAffiliateId: null,
      },
      {
        id: 'ORD999999',
        title: 'Ứng dụng viết email',
        price: 99000,
        status: 'pending',
        createdAt: '2026-11-03T01:00:00.000Z',
        paidAt: null,
        selfReferral: 'shared-visitor',
        selfReferralAffiliateId: 'aff-lan-2',
      },
    ],
    products: [
      { id: 'p1', title: 'Trợ lý AI chăm sóc khách hàng', price: 490000, status: 'published', salesCount: 12 },
    ],
    balance: { pending: 150000, available: 2000000, requested: 500000, paidOut: 1250000, owed: 0 },
    certificates: [
      { id: 'CERT-1', courseName: 'Khóa học nhà sáng tạo', revokedAt: null },
      { id: 'CERT-2', courseName: 'Khóa học nâng cao', revokedAt: '2026-11-05T00:00:00.000Z' },
    ],
  },
);

/** The server's user: the role and suspension calls change what the next getAdminUser answers. */
function serve(detail: AdminUserDetail) {
  let current = detail;
  const update = (patch: Partial<AdminUser>) => {
    current = { ...current, user: { ...current.user, ...patch } };
    return current.user;
  };
  return mockApi({
    getAdminUser: jest.fn(async () => current),
    setUserRole: jest.fn(async ({ role, granted }) =>
      update({
        roles: granted ? [...current.user.roles, role] : current.user.roles.filter((r) => r !== role),
      }),
    ),
    suspendUser: jest.fn(async ({ reason }) =>
      update({ suspendedAt: '2026-11-10T03:00:00.000Z', suspensionReason: reason }),
    ),
    restoreUser: jest.fn(async () => update({ suspendedAt: null, suspensionReason: null })),
    writeOffReceivable: jest.fn(async () => {
      const writtenOff = current.balance.owed;
      current = { ...current, balance: { ...current.balance, owed: 0 } };
      return { writtenOff, balance: current.balance };
    }),
  });
}

function renderPage(uid = 'u-lan', user = me) {
  return renderAt(`/admin/users/${uid}`, <UserDetailPage />, { user, route: '/admin/users/:uid' });
}

const dialog = () => screen.findByRole('dialog');

beforeEach(() => resetMockedApi());

/** Lan's page, with the button so named pressed, as the admin does; the test goes on from there. */
async function openAndPress(name: string) {
  const api = serve(lan);
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name }));
  return { api, user };
}

describe('/admin/users/:uid', () => {
  it('shows the profile, balance, orders, products and certificates', async () => {
    const api = serve(lan);
    renderPage();
    expect(screen.getByText('Đang tải thông tin người dùng…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nguyễn Thị Lan' })).toBeInTheDocument();
    expect(api.getAdminUser).toHaveBeenCalledWith({ uid: 'u-lan' });
    expect(screen.getByRole('link', { name: /Quay lại danh sách người dùng/ })).toHaveAttribute('href', '/admin/users');

    const facts = screen.getByRole('region', { name: 'Thông tin tài khoản' });
    expect(within(facts).getByText('lan@example.com')).toBeInTheDocument();
    expect(within(facts).getByText('u-lan')).toBeInTheDocument();
    expect(within(facts).getByText('Hoạt động')).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: 'Số dư' });
    expect(within(balance).getByText('Đang chờ').nextSibling).toHaveTextContent(/150\.000\s₫/);
    expect(within(balance).getByText('Khả dụng').nextSibling).toHaveTextContent(/2\.000\.000\s₫/);
    expect(within(balance).getByText('Đang yêu cầu rút').nextSibling).toHaveTextContent(/500\.000\s₫/);
    expect(within(balance).getByText('Đã chi trả').nextSibling).toHaveTextContent(/1\.250\.000\s₫/);

    const orders = within(screen.getByRole('table', { name: /Đơn hàng của người dùng/ })).getAllByRole('row');
    expect(orders[1]).toHaveTextContent('ORD123456');
    expect(orders[1]).toHaveTextContent('Bộ prompt bán hàng');
    expect(orders[1]).toHaveTextContent('Đã hoàn tiền');
    expect(orders[1]).toHaveTextContent('02/11/2026 08:05');
    expect(orders[2]).toHaveTextContent('Chờ thanh toán');
    // A self-referral is flagged with its reason and the affiliate it was not paid to.
    expect(orders[1]).not.toHaveTextContent('Người giới thiệu');
    expect(orders[2]).toHaveTextContent('Người giới thiệu dùng cùng trình duyệt với người mua');
    expect(within(orders[2]).getByRole('link', { name: 'aff-lan-2' })).toHaveAttribute(
      'href',
      '/admin/users/aff-lan-2',
    );

    const products = within(screen.getByRole('table', { name: /Sản phẩm của người dùng/ })).getAllByRole('row');
    expect(products[1]).toHaveTextContent('Trợ lý AI chăm sóc khách hàng');
    expect(products[1]).toHaveTextContent('Đang bán');
    expect(products[1]).toHaveTextContent('12');

    const certificates = screen.getByRole('region', { name: 'Chứng nhận' });
    expect(within(certificates).getByRole('link', { name: 'Khóa học nhà sáng tạo' })).toHaveAttribute(
      'href',
      '/chung-nhan/CERT-1',
    );
    const revoked = within(certificates).getByRole('link', { name: 'Khóa học nâng cao' }).closest('li');
    expect(revoked).toHaveTextContent('Đã thu hồi');
  });

  it('a suspended user shows when and why', async () => {
    serve(aUserDetail({ suspendedAt: '2026-11-01T00:00:00.000Z', suspensionReason: 'Gian lận thanh toán' }));
    renderPage();
    const facts = await screen.findByRole('region', { name: 'Thông tin tài khoản' });
    expect(within(facts).getByText('Đã khóa')).toBeInTheDocument();
    expect(within(facts).getByText('Khóa từ 01/11/2026 07:00')).toBeInTheDocument();
    expect(within(facts).getByText('Lý do: Gian lận thanh toán')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở khóa tài khoản' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Khóa tài khoản' })).not.toBeInTheDocument();
  });

  it('a failed load shows the server text and can be retried', async () => {
    const api = serve(lan);
    adminPage.failNextCall(api.getAdminUser, 'Không tìm thấy người dùng.', 'not-found');
    renderPage();
    await adminPage.retryFailedLoad('Không thể tải thông tin người dùng.', 'Không tìm thấy người dùng.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nguyễn Thị Lan' })).toBeInTheDocument();
  });

  it('revokes the creator role after confirming (with the optional reason), announces it and refreshes', async () => {
    const { api } = await openAndPress('Thu hồi quyền nhà sáng tạo');
    const box = await dialog();
    expect(box).toHaveAccessibleName('Thu hồi quyền nhà sáng tạo của Nguyễn Thị Lan?');
    await adminPage.valueDialog(box, 'Xác nhận', 'Lý do (không bắt buộc)').send('  Vi phạm điều khoản  ');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.setUserRole).toHaveBeenCalledWith({
      uid: 'u-lan',
      role: 'creator',
      granted: false,
      reason: 'Vi phạm điều khoản',
    });
    expect(screen.getByText('Đã thu hồi quyền nhà sáng tạo của Nguyễn Thị Lan.')).toHaveAttribute('role', 'status');
    // The page asks again: the same button now grants the role back.
    expect(await screen.findByRole('button', { name: 'Cấp quyền nhà sáng tạo' })).toBeInTheDocument();
    expect(api.getAdminUser).toHaveBeenCalledTimes(2);
  });

  it('grants the admin role without a reason (none is sent)', async () => {
    const { api, user } = await openAndPress('Cấp quyền quản trị');
    await user.click(within(await dialog()).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã cấp quyền quản trị cho Nguyễn Thị Lan.')).toBeInTheDocument();
    expect(api.setUserRole).toHaveBeenCalledWith({ uid: 'u-lan', role: 'admin', granted: true });
    expect(await screen.findByRole('button', { name: 'Thu hồi quyền quản trị' })).toBeInTheDocument();
  });

  it('cancelling a dialog calls nothing', async () => {
    const { api, user } = await openAndPress('Cấp quyền quản trị');
    // The × in the corner and the button under the form both cancel; the latter is the last one.
    await user.click(
      within(await dialog())
        .getAllByRole('button', { name: 'Hủy' })
        .at(-1)!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.setUserRole).not.toHaveBeenCalled();
  });

  it('suspending requires a reason, explains the effects, then suspends', async () => {
    const { api, user } = await openAndPress('Khóa tài khoản');
    const box = await dialog();
    expect(box).toHaveAccessibleDescription(/đăng xuất trên mọi thiết bị/);
    expect(box).toHaveAccessibleDescription(/mọi thao tác của họ bị từ chối/);
    expect(box).toHaveAccessibleDescription(/gỡ khỏi cửa hàng/);
    await user.type(within(box).getByLabelText('Lý do khóa'), '   ');
    const ask = adminPage.valueDialog(box, 'Xác nhận', 'Lý do khóa');
    await ask.refusedEmpty('Vui lòng nhập lý do khóa tài khoản.', api.suspendUser);

    await ask.send('Gian lận thanh toán');
    expect(await screen.findByText('Đã khóa tài khoản của Nguyễn Thị Lan.')).toBeInTheDocument();
    expect(api.suspendUser).toHaveBeenCalledWith({ uid: 'u-lan', reason: 'Gian lận thanh toán' });
    expect(await screen.findByText('Lý do: Gian lận thanh toán')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở khóa tài khoản' })).toBeInTheDocument();
  });

  it('shows what the user owes and writes it off with a required reason', async () => {
    const api = serve({ ...lan, balance: { ...lan.balance, owed: 630_000 } });
    const user = userEvent.setup();
    renderPage();
    const balance = await screen.findByRole('region', { name: 'Số dư' });
    expect(within(balance).getByText('Đang nợ nền tảng').nextSibling).toHaveTextContent(/630\.000\s₫/);
    await user.click(within(balance).getByRole('button', { name: 'Xóa khoản nợ' }));
    const box = await dialog();
    expect(box).toHaveAccessibleName('Xóa khoản nợ của Nguyễn Thị Lan');
    expect(box).toHaveAccessibleDescription(/Nền tảng chịu khoản lỗ 630\.000\s₫/);
    const ask = adminPage.valueDialog(box, 'Xóa khoản nợ', 'Lý do xóa nợ');
    await ask.refusedEmpty('Vui lòng nhập lý do xóa nợ.', api.writeOffReceivable);
    await ask.send('Không thu hồi được');
    expect(await screen.findByText(/^Đã xóa khoản nợ 630\.000\s₫ của Nguyễn Thị Lan\.$/)).toBeInTheDocument();
    expect(api.writeOffReceivable).toHaveBeenCalledWith({ uid: 'u-lan', reason: 'Không thu hồi được' });
    await waitFor(() => expect(screen.queryByText('Đang nợ nền tảng')).not.toBeInTheDocument());
  });

  it('restores a suspended account with an optional reason', async () => {
    const api = serve(aUserDetail({ suspendedAt: '2026-11-01T00:00:00.000Z', suspensionReason: 'Gian lận' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mở khóa tài khoản' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã mở khóa tài khoản của Nguyễn Thị Lan.')).toBeInTheDocument();
    expect(api.restoreUser).toHaveBeenCalledWith({ uid: 'u-lan' });
    expect(await screen.findByRole('button', { name: 'Khóa tài khoản' })).toBeInTheDocument();
  });

  it('a refusal is shown word for word in the dialog, which stays open', async () => {
    const api = serve(lan);
    adminPage.failNextCall(api.suspendUser, 'Tài khoản này đang bị tạm khóa.', 'aborted');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Khóa tài khoản' }));
    const box = await dialog();
    await adminPage.valueDialog(box, 'Xác nhận', 'Lý do khóa').send('Spam');
    await adminPage.expectRefusal(box, 'Tài khoản này đang bị tạm khóa.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/Đã khóa tài khoản/)).not.toBeInTheDocument();
  });

  it('on their own page an admin cannot revoke their admin role or suspend themselves, and is told why', async () => {
    serve(aUserDetail({ uid: 'admin-1', displayName: 'Quản Trị', roles: ['admin'] }));
    renderPage('admin-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quản Trị' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thu hồi quyền quản trị' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Khóa tài khoản' })).not.toBeInTheDocument();
    expect(screen.getByText(/bạn không thể tự thu hồi quyền quản trị hoặc tự khóa tài khoản/)).toBeInTheDocument();
    // Other changes to their own account stay possible.
    expect(screen.getByRole('button', { name: 'Cấp quyền nhà sáng tạo' })).toBeInTheDocument();
  });

  it("another admin's page has both buttons", async () => {
    serve(aUserDetail({ uid: 'admin-2', displayName: 'Admin Khác', roles: ['admin'] }));
    renderPage('admin-2');
    expect(await screen.findByRole('button', { name: 'Thu hồi quyền quản trị' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Khóa tài khoản' })).toBeInTheDocument();
    expect(screen.queryByText(/bạn không thể tự thu hồi/)).not.toBeInTheDocument();
  });
});
