// A user suspended while signed in is told why on their very next navigation, with the way to support, instead
// of landing on an empty sign-in form; the notice survives a reload and leaves once they close it.
import { expect, test } from '@playwright/test';
import { SEED } from '../support/auth';
import { call, newBuyer } from '../support/api';
import { decide, signedIn } from '../support/admin';

const SUSPENDED = 'Tài khoản của bạn đã bị tạm khóa. Vui lòng liên hệ bộ phận hỗ trợ.';

test('an admin suspends a signed-in user: their next navigation says why, with the support address', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await newBuyer('Phan Thị Khóa');
  const userPage = await signedIn(browser, user, '/my/library');
  await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();

  const adminPage = await signedIn(browser, SEED.admin, '/admin/users');
  await adminPage.getByLabel('Tìm theo email hoặc tên').fill(user.email);
  await adminPage.getByRole('button', { name: 'Tìm kiếm' }).click();
  await adminPage.getByRole('row').filter({ hasText: user.email }).getByRole('link', { name: /Xem/ }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Phan Thị Khóa' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Khóa tài khoản' }).click();
  await decide(adminPage, /Khóa tài khoản/, [[/Lý do khóa/, 'Kiểm tra hành trình tạm khóa.']], /^Xác nhận$/);
  await expect(adminPage.getByText('Đã khóa').first()).toBeVisible();

  // The user's next navigation inside the open tab (the page's call is refused): told why, signed out.
  await userPage.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Yêu thích' }).click();
  const notice = userPage.getByRole('alert').filter({ hasText: SUSPENDED });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice.getByRole('link', { name: 'hotro@aimarket.vn' })).toHaveAttribute(
    'href',
    'mailto:hotro@aimarket.vn',
  );
  await expect(userPage.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();

  // A reload still says it (not an empty sign-in form); closing the notice ends it.
  await userPage.goto('/my/library');
  await expect(userPage.getByRole('alert').filter({ hasText: SUSPENDED })).toBeVisible();
  await userPage.getByRole('button', { name: 'Đóng thông báo' }).click();
  await expect(userPage.getByText(SUSPENDED)).toHaveCount(0);
});

// The Firebase SDK drops a kept session the identity service refuses without saying why; the page asks the
// service again with the kept token and says it.
test('a suspended user opening the product in a new page is told why too', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await newBuyer('Đỗ Văn Tạm');
  const userPage = await signedIn(browser, user, '/my/profile');
  const { uid } = await call<{ uid: string }>('getUserProfile', null, user);
  await call('suspendUser', { uid, reason: 'Kiểm tra lần tải trang mới.' }, SEED.admin);

  // A full page load: the saved session is tried again and refused by the identity service.
  await userPage.goto('/my/wishlist');
  await expect(userPage.getByRole('alert').filter({ hasText: SUSPENDED })).toBeVisible({ timeout: 15_000 });
});
