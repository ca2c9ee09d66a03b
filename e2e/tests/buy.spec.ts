// Buying by bank transfer (issue 5): sign in, buy from the product page, read the VietQR code off the
// checkout page and check it independently (TLV fields, amount, note, CRC), confirm the transfer with
// `npm run simulate:transfer` (the real webhook), see /payment-status and the product in /my/library;
// cancel a pending order; another buyer's checkout shows the access message.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signIn } from '../support/auth';
import { ROOT, services } from '../support/stack';

const API = `http://127.0.0.1:${services.api}`;
const EMULATOR = `http://127.0.0.1:${services.authEmulator}`;
const PROJECT = 'demo-marketplace';

type Account = { email: string; password: string };

/** A fresh buyer each run (the seed buyer may already own things when an API is reused between runs). */
async function newBuyer(): Promise<Account> {
  const account = { email: `mua-${randomUUID().slice(0, 8)}@e2e.example.com`, password: 'mat-khau-e2e-123' };
  const response = await fetch(`${API}/${PROJECT}/asia-southeast1/registerUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { ...account, displayName: 'Người mua E2E' } }),
  });
  expect(response.status).toBe(200);
  return account;
}

async function idToken(account: Account): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  return ((await response.json()) as { idToken: string }).idToken;
}

async function orderAs(account: Account, productId: string): Promise<string> {
  const response = await fetch(`${API}/${PROJECT}/asia-southeast1/createProductOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await idToken(account)}` },
    body: JSON.stringify({ data: { productId } }),
  });
  return ((await response.json()) as { result: { transactionId: string } }).result.transactionId;
}

// An EMVCo reader written here on purpose, independent of the product's own code.
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    out.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}

function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function decodeQr(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

test('sign in, buy, scan the QR, transfer, open the product from the library', async ({ page }) => {
  test.setTimeout(90_000);
  const buyer = await newBuyer();
  await signIn(page, buyer.email, buyer.password, '/product/pong-neon');
  await expect(page).toHaveURL(/\/product\/pong-neon$/);
  await page.getByRole('button', { name: 'Mua ngay' }).click();

  await expect(page).toHaveURL(/\/checkout\/[A-Z0-9]{10}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const main = page.locator('main');
  for (const text of ['Pong Neon', 'Vietcombank', 'CONG TY TNHH AI MARKET', '1234567890', `TT ${id}`]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main.getByText(/^79\.000\s₫$/)).toBeVisible();

  const qr = page.getByRole('img', { name: /^Mã QR chuyển khoản/ });
  await expect(qr).toBeVisible();
  const payload = decodeQr((await qr.getAttribute('src')) ?? '');
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
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'simulate:transfer', '-w', '@app/api', '--', id], {
    cwd: ROOT,
  });
  expect(stdout).toContain('{"success":true}');
  await expect(page).toHaveURL(new RegExp(`/payment-status\\?transactionId=${id}$`), { timeout: 15_000 });
  await expect(page.getByText('Đã thanh toán', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Mở thư viện' }).click();
  await expect(page).toHaveURL(/\/my\/library$/);
  await expect(page.getByRole('link', { name: 'Mở Pong Neon' })).toBeVisible();
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
