// Buying by bank transfer: sign in, buy from the product page, confirm the review step, read the VietQR code off the
// checkout page and check it independently (TLV fields, amount, note, CRC), confirm the transfer with
// `npm run simulate:transfer` (the real webhook), see /payment-status and the product in /my/library;
// cancel a pending order; another buyer's checkout shows the access message.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { call, newBuyer, orderAs, simulateTransfer } from '../support/api';
import { crc16, decodeQr, fields } from '../support/vietqr';

test('sign in, buy, scan the QR, transfer, open the product from the library', async ({ page }) => {
  test.setTimeout(90_000);
  const buyer = await newBuyer();
  await signIn(page, buyer.email, buyer.password, '/product/pong-neon');
  await expect(page).toHaveURL(/\/product\/pong-neon$/);
  await page.getByRole('button', { name: 'Mua ngay' }).click();

  // The review step first: no order exists until the buyer confirms.
  await expect(page).toHaveURL(/\/checkout\/review\/pong-neon$/);
  await expect(page.getByRole('region', { name: 'Tóm tắt đơn hàng' })).toContainText('Pong Neon');
  expect(await call('listMyTransactions', {}, buyer)).toEqual([]);
  await page.getByRole('button', { name: 'Xác nhận và thanh toán' }).click();

  await expect(page).toHaveURL(/\/checkout\/[A-Z0-9]{10}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const main = page.locator('main');
  for (const text of ['Pong Neon', 'Vietcombank', 'CONG TY TNHH AI MARKET', '1234567890', `TT ${id}`]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main.getByText(/^79\.000\s₫$/)).toBeVisible();

  const qr = page.getByRole('img', { name: /^Mã QR chuyển khoản/ });
  await expect(qr).toBeVisible();
  // Centred in the window: the picture is read whole, whatever the page above it holds.
  await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const payload = decodeQr(await qr.screenshot());
  expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  const top = fields(payload);
  expect(top.get('01')).toBe('12');
  expect(top.get('53')).toBe('704');
  expect(top.get('54')).toBe('79000');
  expect(top.get('58')).toBe('VN');
  expect(fields(top.get('62') ?? '').get('08')).toBe(`TT ${id}`);
  const merchant = fields(top.get('38') ?? '');
  expect(merchant.get('00')).toBe('A000000727');
  expect(fields(merchant.get('01') ?? '')).toEqual(
    new Map([
      ['00', '970436'],
      ['01', '1234567890'],
    ]),
  );

  // The bank's webhook, as `npm run simulate:transfer` sends it; the open page notices the payment.
  await simulateTransfer(id);
  await expect(page).toHaveURL(new RegExp(`/payment-status\\?transactionId=${id}$`), { timeout: 15_000 });
  await expect(page.getByText('Đã thanh toán', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Mở thư viện' }).click();
  await expect(page).toHaveURL(/\/my\/library$/);
  // Owned: the library opens the product's app.
  await expect(page.getByRole('link', { name: 'Mở ứng dụng Pong Neon' })).toHaveAttribute(
    'href',
    'https://apps.example.com/pong-neon',
  );
  await expect(page.getByText('Đang chờ thanh toán')).toHaveCount(0);
});

test('cancel a pending transaction after confirming, then it shows as canceled', async ({ page }) => {
  const buyer = await newBuyer();
  const id = await orderAs(buyer, 'pong-co-dien');
  await signIn(page, buyer.email, buyer.password, '/my/library');
  // Pending purchases are listed as pending in the library.
  await page.getByRole('link', { name: /^Tiếp tục thanh toán / }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));

  await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
  // A confirmation before something that cannot be undone is an alert dialog.
  const dialog = page.getByRole('alertdialog', { name: 'Hủy giao dịch?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy giao dịch' }).click();
  await expect(page).toHaveURL(/localhost:3000\/$/);

  await page.goto(`/payment-status?transactionId=${id}`);
  await expect(page.getByText('Đã hủy', { exact: true })).toBeVisible();
  await page.goto(`/checkout/${id}`);
  await expect(page.getByText('Giao dịch này đã bị hủy.')).toBeVisible();
});

test("another buyer's checkout shows the access message", async ({ page }) => {
  const owner = await newBuyer();
  const id = await orderAs(owner, 'pong-neon');
  const other = await newBuyer();
  await signIn(page, other.email, other.password, `/checkout/${id}`);
  await expect(page.getByRole('alert')).toContainText('Bạn không có quyền xem giao dịch này.');
  await expect(page.getByRole('img', { name: /^Mã QR/ })).toHaveCount(0);

  await page.goto('/checkout/ZZZZZZZZZZ');
  await expect(page.getByRole('alert')).toContainText('Giao dịch không hợp lệ hoặc không tồn tại.');
});
