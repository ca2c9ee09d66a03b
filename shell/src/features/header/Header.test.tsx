import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppUser } from '@app/shared/auth/store';
import { Route, Routes } from '@app/shared/router';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { Header } from './Header';

const buyer = aUser();
const owner = aUser({
  library: [{ productId: 'p-1', title: 'Trợ lý viết content', kind: 'product', grantedAt: '2026-11-01T00:00:00.000Z' }],
});
const creator = aUser({ roles: ['creator'] });
const admin = aUser({ roles: ['admin'] });

// The one seam: signing out talks to Firebase; here it just does what the session does on sign-out.
jest.mock('@app/shared/auth/session', () => ({
  signOut: jest.fn(async () => {
    const { setSignedOut: signedOut } = jest.requireActual('@app/shared/auth/store');
    signedOut();
  }),
}));

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

// The test set-up's matchMedia (never matching), with the phone's max-width queries matching on demand.
const desktopMedia = window.matchMedia;
function setViewport(mobile: boolean) {
  window.matchMedia = (query: string) => ({
    ...desktopMedia(query),
    matches: query.includes('max-width') ? mobile : false,
  });
}

const renderHeader = (user: AppUser | null, path = '/') =>
  renderAt(
    path,
    <>
      <Header />
      <Routes>
        <Route path="*" element={<p>outside</p>} />
      </Routes>
    </>,
    { user },
  );

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Mở menu tài khoản$/ }));
  return { user, menu: await screen.findByRole('menu') };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((el) => el.textContent);

beforeEach(() => {
  resetMockedApi();
  api.getUnreadNotificationCount.mockResolvedValue({ count: 0 });
  setViewport(false);
});

describe('Header', () => {
  it('signed in: a bell links to the notifications with the unread count; signed out: no bell and no call', async () => {
    api.getUnreadNotificationCount.mockResolvedValue({ count: 3 });
    const { unmount } = renderHeader(buyer);
    // The bell's chunk is imported cold by this first test.
    const bell = await screen.findByRole('link', { name: 'Thông báo, 3 chưa đọc' }, { timeout: 5_000 });
    expect(bell).toHaveAttribute('href', '/my/notifications');
    expect(bell).toHaveTextContent('3');
    unmount();
    api.getUnreadNotificationCount.mockClear();
    renderHeader(null);
    expect(screen.queryByRole('link', { name: /^Thông báo/ })).not.toBeInTheDocument();
    expect(api.getUnreadNotificationCount).not.toHaveBeenCalled();
  });

  it('signed out: logo, marketplace link and a login button to /auth, no library or wishlist', () => {
    renderHeader(null);
    expect(screen.getByRole('link', { name: /AI Market/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Chợ ứng dụng' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Thư viện' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yêu thích' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chuyển sang giao diện tối' })).toBeInTheDocument();
  });

  it('signed in: library and wishlist links, no login button, the menu shows avatar, name and e-mail', async () => {
    renderHeader(buyer);
    expect(screen.getByRole('link', { name: 'Thư viện' })).toHaveAttribute('href', '/my/library');
    expect(screen.getByRole('link', { name: 'Yêu thích' })).toHaveAttribute('href', '/my/wishlist');
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
    const { menu } = await openMenu();
    expect(within(menu).getByText('Nguyễn Thị Lan')).toBeInTheDocument();
    expect(within(menu).getByText('lan@example.com')).toBeInTheDocument();
  });

  it('buyer menu: no academy (empty library), become-a-creator, no creator section, no admin', async () => {
    renderHeader(buyer);
    const { menu } = await openMenu();
    expect(itemNames(menu)).toEqual([
      'Hồ sơ cá nhân',
      'Khóa học của tôi',
      'Cài đặt thanh toán',
      'Bảng điều khiển tiếp thị liên kết',
      'Sản phẩm tiếp thị liên kết',
      'Trở thành nhà sáng tạo',
      'Đăng xuất',
    ]);
  });

  it.each([
    ['buyer', buyer],
    ['owner', owner],
    ['creator', creator],
    ['admin', admin],
  ])('the affiliate dashboard and marketplace are in the menu of every signed-in user (%s)', async (_who, who) => {
    renderHeader(who);
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Bảng điều khiển tiếp thị liên kết' })).toHaveAttribute(
      'href',
      '/my/affiliate/dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sản phẩm tiếp thị liên kết' })).toHaveAttribute(
      'href',
      '/my/affiliate/marketplace',
    );
  });

  it('academy item appears only when the library is non-empty', async () => {
    renderHeader(owner);
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Học viện' })).toHaveAttribute('href', '/training/library');
  });

  it('creator menu: creator section with dashboard, products and payouts, and no become-a-creator', async () => {
    renderHeader(creator);
    const { menu } = await openMenu();
    expect(within(menu).getByText('Nhà sáng tạo')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Bảng điều khiển nhà sáng tạo' })).toHaveAttribute(
      'href',
      '/creator/dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Quản lý sản phẩm' })).toHaveAttribute(
      'href',
      '/creator/products',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Thanh toán cho nhà sáng tạo' })).toHaveAttribute(
      'href',
      '/creator/payouts',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Trở thành nhà sáng tạo' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Quản trị' })).not.toBeInTheDocument();
  });

  it('admin menu: admin link', async () => {
    renderHeader(admin);
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Quản trị' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('library and wishlist are menu items on mobile only', async () => {
    setViewport(true);
    renderHeader(buyer);
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Thư viện' })).toHaveAttribute('href', '/my/library');
    expect(within(menu).getByRole('menuitem', { name: 'Yêu thích' })).toHaveAttribute('href', '/my/wishlist');
  });

  it.each([
    ['buyer', buyer, '/become-a-creator'],
    ['owner', owner, '/become-a-creator'],
    ['creator', creator, '/creator/dashboard'],
    ['admin', admin, '/admin/dashboard'],
  ])(
    'on a phone the %s reaches library, wishlist, notifications, courses and their own area',
    async (_who, who, own) => {
      setViewport(true);
      renderHeader(who);
      const { menu } = await openMenu();
      const hrefs = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href'));
      expect(hrefs).toEqual(
        expect.arrayContaining(['/my/library', '/my/wishlist', '/my/notifications', '/my/my-courses', own]),
      );
      expect(within(menu).getByRole('menuitem', { name: 'Khóa học của tôi' })).toHaveAttribute(
        'href',
        '/my/my-courses',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Thông báo' })).toHaveAttribute('href', '/my/notifications');
    },
  );

  it('on desktop, library and wishlist are not repeated in the menu', async () => {
    renderHeader(buyer);
    const { menu } = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Thư viện' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the avatar button', async () => {
    renderHeader(buyer);
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Mở menu tài khoản$/ })).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    renderHeader(buyer);
    const { user } = await openMenu();
    await user.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is keyboard-usable: Enter opens, arrows move, Enter follows a link', async () => {
    renderHeader(buyer);
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /Mở menu tài khoản$/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Hồ sơ cá nhân' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Khóa học của tôi' })).toHaveFocus();
  });

  it('logout signs out: the login button comes back', async () => {
    renderHeader(buyer);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
  });
});
