// Add then delete a payment method (with confirmation), against the real API.
import { expect, test } from '@playwright/test';
import { createUser, signIn } from '../support/auth';

test('add a bank account, see it after reload, delete it after confirming', async ({ page }) => {
  const account = await createUser('thanh-toan');
  await signIn(page, account.email, account.password, '/my/settings/payment');
  await expect(page).toHaveURL('/my/settings/payment');
  await expect(page.getByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeVisible();

  await page.getByLabel('Ngân hàng', { exact: true }).selectOption('970436');
  await page.getByLabel('Tên chủ tài khoản', { exact: true }).fill('Nguyễn Thị Lan');
  await page.getByLabel('Số tài khoản', { exact: true }).fill('12ab');
  await page.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await expect(page.getByText('Số tài khoản chỉ gồm 6 đến 20 chữ số.')).toBeVisible();
  await page.getByLabel('Số tài khoản', { exact: true }).fill('0011001234567');
  await page.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await expect(page.getByText('Vietcombank · •••• 4567')).toBeVisible();
  await expect(page.getByText('NGUYEN THI LAN')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Vietcombank · •••• 4567')).toBeVisible();

  await page.getByRole('button', { name: 'Xóa tài khoản Vietcombank •••• 4567' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xóa tài khoản ngân hàng?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Xóa tài khoản' }).click();
  await expect(page.getByRole('status')).toHaveText('Đã xóa tài khoản ngân hàng.');
  await expect(page.getByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeVisible();
});
