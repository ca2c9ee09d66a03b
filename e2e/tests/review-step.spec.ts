// The review step before an order exists, and the one payment screen after it, for a product and for the
// course: a signed-out buyer signs in first and comes back to the summary; the summary opens no order, leaving
// it opens none, confirming opens exactly one; the payment screen has "Tôi đã chuyển khoản" and cancel, puts
// the details before the QR on a phone, and "Lưu mã QR" saves a picture a banking app can scan. axe audits the
// new screens in both themes at both widths.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { call, newBuyer, type Account } from '../support/api';
import { auditThemes } from '../support/axe';
import { decodeQr, readVietQr } from '../support/vietqr';

type Order = { id: string; status: string; price: number; kind: string };

const WIDTHS = [1280, 390] as const;
const myOrders = (buyer: Account) => call<Order[]>('listMyTransactions', {}, buyer);

async function signInHere(page: Page, buyer: Account) {
  const form = page.locator('form[data-form="sign-in"]');
  await form.getByLabel('Email', { exact: true }).fill(buyer.email);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(buyer.password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** The page as it is now, audited at both widths in both themes (one line per violation). */
async function auditBothWidths(page: Page, where: string, ready: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await ready();
    // The audit waits for every animation to end; the payment screen's "waiting" pulse loops until the bank
    // confirms, so endless animations are stopped first.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
      }
    });
    found.push(...(await auditThemes(page, where)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

/** On a phone: the copy buttons of the account number, amount and note are above the QR code. */
async function detailsBeforeQr(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const qr = page.getByRole('img', { name: /^Mã QR chuyển khoản/ });
  await expect(qr).toBeVisible();
  const qrTop = (await qr.boundingBox())?.y ?? 0;
  for (const name of ['Sao chép số tài khoản', 'Sao chép số tiền', 'Sao chép nội dung chuyển khoản']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y + box!.height, `${name} above the QR`).toBeLessThanOrEqual(qrTop);
  }
}

/** "Lưu mã QR" downloads a PNG whose code carries the order's amount and note. */
async function savedQrPays(page: Page, amount: string, note: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lưu mã QR' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ma-qr-thanh-toan-[A-Z0-9]{10}\.png$/);
  const bytes = await readFile(await file.path());
  const payload = readVietQr(decodeQr(bytes));
  expect(payload).toMatchObject({ amount, note, currency: '704', country: 'VN', accountNumber: '1234567890' });
}

test('a product: sign in first, the summary opens no order, back opens none, confirm opens one', async ({ page }) => {
  test.setTimeout(120_000);
  const buyer = await newBuyer();
  await page.goto('/product/pong-neon');
  await page.getByRole('button', { name: 'Mua ngay' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout%2Freview%2Fpong-neon$/);
  await signInHere(page, buyer);

  const summary = page.getByRole('region', { name: 'Tóm tắt đơn hàng' });
  await expect(page).toHaveURL(/\/checkout\/review\/pong-neon$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xác nhận đơn hàng');
  await expect(summary).toContainText('Pong Neon');
  await expect(summary.getByTestId('review-price')).toHaveText(/^79\.000\s₫$/);
  await expect(summary.getByRole('region', { name: 'Bạn nhận được gì' }).getByRole('listitem').first()).toBeVisible();
  await expect(summary.getByRole('region', { name: 'Hoàn tiền' })).toContainText(/trong \d+ ngày/);
  await expect(summary).toContainText('Chuyển khoản ngân hàng bằng mã VietQR');
  expect(await myOrders(buyer)).toEqual([]);
  const violations = await auditBothWidths(page, '/checkout/review/pong-neon', () =>
    expect(summary.getByRole('button', { name: 'Xác nhận và thanh toán' })).toBeVisible(),
  );

  // Back to the product: still no order.
  await summary.getByRole('link', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/product\/pong-neon$/);
  expect(await myOrders(buyer)).toEqual([]);

  await page.getByRole('button', { name: 'Mua ngay' }).click();
  await summary.getByRole('button', { name: 'Xác nhận và thanh toán' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Z0-9]{10}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('button', { name: 'Tôi đã chuyển khoản' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hủy giao dịch' })).toBeVisible();
  expect(await myOrders(buyer)).toEqual([expect.objectContaining({ id, status: 'pending', price: 79_000 })]);

  violations.push(
    ...(await auditBothWidths(page, '/checkout/{id}', () =>
      expect(page.getByRole('img', { name: /^Mã QR chuyển khoản/ })).toBeVisible(),
    )),
  );
  await detailsBeforeQr(page);
  await savedQrPays(page, '79000', `TT ${id}`);
  expect(violations).toEqual([]);
});

test('the course: the summary opens no order, back opens none, confirm opens the one payment screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const student = await newBuyer('Học viên xác nhận');
  await page.goto('/salepage');
  await page.getByRole('button', { name: 'Đăng ký ngay' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập để đăng ký khóa học' });
  await dialog.getByRole('link', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftraining%2Fcheckout$/);
  await signInHere(page, student);

  const summary = page.getByRole('region', { name: 'Tóm tắt đơn hàng' });
  await expect(page).toHaveURL(/\/training\/checkout$/);
  await expect(summary.getByTestId('review-price')).toHaveText(/^5\.000\.000\s₫$/);
  await expect(summary.getByRole('region', { name: 'Hoàn tiền' })).toContainText('30 ngày');
  expect(await myOrders(student)).toEqual([]);
  const violations = await auditBothWidths(page, '/training/checkout', () =>
    expect(summary.getByRole('button', { name: 'Xác nhận và thanh toán' })).toBeVisible(),
  );

  await summary.getByRole('link', { name: 'Quay lại' }).click();
  await expect(page).toHaveURL(/\/salepage$/);
  expect(await myOrders(student)).toEqual([]);

  await page.getByRole('button', { name: 'Đăng ký ngay' }).first().click();
  await summary.getByRole('button', { name: 'Xác nhận và thanh toán' }).click();
  await expect(page).toHaveURL(/\/my\/payment-instructions\/[A-Z0-9]{10}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('button', { name: 'Tôi đã chuyển khoản' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hủy giao dịch' })).toBeVisible();
  expect(await myOrders(student)).toEqual([
    expect.objectContaining({ id, status: 'pending', price: 5_000_000, kind: 'course' }),
  ]);

  violations.push(
    ...(await auditBothWidths(page, '/my/payment-instructions/{id}', () =>
      expect(page.getByRole('img', { name: /^Mã QR chuyển khoản/ })).toBeVisible(),
    )),
  );
  await detailsBeforeQr(page);
  await savedQrPays(page, '5000000', `TT ${id}`);

  // Cancel from the payment screen: back to the sales page, the order canceled.
  await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
  await page
    .getByRole('alertdialog', { name: 'Hủy giao dịch?' })
    .getByRole('button', { name: 'Hủy giao dịch' })
    .click();
  await expect(page).toHaveURL(/\/salepage$/);
  expect(await myOrders(student)).toEqual([expect.objectContaining({ id, status: 'canceled' })]);
  expect(violations).toEqual([]);
});
