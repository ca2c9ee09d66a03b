// Sign-up with a referral code, sign-in with redirect back, errors, password reset through the
// emulator's link, and the no-access page — in the real product (API, Auth emulator, production builds).
import { expect, test } from '@playwright/test';
import { createUser, EMULATOR, PROJECT_ID, SEED, signIn, signOutFromMenu } from '../support/auth';

test('sign up with ?ref= → signed in, the menu is right for a buyer, the code is kept', async ({ page }) => {
  await page.goto('/auth?ref=BANBE2026');
  await page.getByRole('tab', { name: 'Đăng ký' }).click();
  const form = page.locator('form[data-form="sign-up"]');
  await expect(form.getByText('Bạn được giới thiệu bởi mã BANBE2026.')).toBeVisible();
  const email = `dangky-${Date.now()}@example.com`;
  await form.getByLabel('Tên hiển thị').fill('Trần Minh Khoa');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Mật khẩu', { exact: true }).fill('abc');
  await expect(form.getByText('Ít nhất 6 ký tự').locator('xpath=ancestor::li')).toHaveAttribute('data-met', 'false');
  await form.getByLabel('Mật khẩu', { exact: true }).fill('matkhau123');
  await expect(form.getByText('Ít nhất 6 ký tự').locator('xpath=ancestor::li')).toHaveAttribute('data-met', 'true');
  await form.getByRole('button', { name: 'Tạo tài khoản' }).click();

  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Mở menu tài khoản' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Trần Minh Khoa')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Hồ sơ cá nhân',
    'Khóa học của tôi',
    'Cài đặt thanh toán',
    'Bảng điều khiển tiếp thị liên kết',
    'Sản phẩm tiếp thị liên kết',
    'Trở thành nhà sáng tạo',
    'Đăng xuất',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('referralCode'))).toBe('BANBE2026');
});

test('signed out, /my/library → /auth → sign in → back on /my/library', async ({ page }) => {
  await signIn(page, SEED.buyer.email, SEED.buyer.password);
  await signOutFromMenu(page);
  await page.goto('/my/library');
  await expect(page).toHaveURL('/auth?redirect=%2Fmy%2Flibrary');
  const form = page.locator('form[data-form="sign-in"]');
  await form.getByLabel('Email', { exact: true }).fill(SEED.buyer.email);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(SEED.buyer.password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL('/my/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Thư viện của tôi' })).toBeVisible();
});

test('a wrong password says so in Vietnamese', async ({ page }) => {
  await page.goto('/auth');
  const form = page.locator('form[data-form="sign-in"]');
  await form.getByLabel('Email', { exact: true }).fill(SEED.buyer.email);
  await form.getByLabel('Mật khẩu', { exact: true }).fill('sai-mat-khau');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Email hoặc mật khẩu không đúng.');
  await expect(page).toHaveURL('/auth');
});

test('forgot password: an unknown address gets the catalogue message', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`khong-co-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
  await expect(page.getByRole('alert')).toHaveText('Không tìm thấy tài khoản nào với địa chỉ email này.');
});

test('forgot password: the emulator link sets a new password that works', async ({ page }) => {
  const account = await createUser('quen-mk');
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The URL changes first; the sign-in form (with its own Email field) stays on screen until the page's code is
  // in, so the field is filled once the page's heading shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
  await expect(page.getByRole('status')).toContainText(`đã gửi liên kết đặt lại mật khẩu đến ${account.email}`);

  const codes = (await (await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[];
  };
  const reset = codes.oobCodes.filter((c) => c.email === account.email && c.requestType === 'PASSWORD_RESET').pop();
  expect(reset?.oobLink).toContain(reset?.oobCode);
  // What the link's page does: set the new password with the code it carries.
  const changed = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      oobCode: new URL(reset!.oobLink).searchParams.get('oobCode'),
      newPassword: 'matkhau-moi-456',
    }),
  });
  expect(changed.status).toBe(200);

  await signIn(page, account.email, 'matkhau-moi-456');
  await page.getByRole('button', { name: 'Mở menu tài khoản' }).click();
  await expect(page.getByRole('menu').getByText(account.email).first()).toBeVisible();
});

test('a buyer opening /admin sees the no-access page', async ({ page }) => {
  await signIn(page, SEED.buyer.email, SEED.buyer.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Không có quyền truy cập' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
