// A buyer pays by the simulated bank transfer: the receipt reaches MailDev (the mail server the API's outbox
// delivers to, read through its REST API) with the amount and the order id; the header's bell shows one
// unread notification, which leads through /my/notifications to the library and is read once followed.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { newBuyer, orderAs, simulateTransfer } from '../support/api';
import { services } from '../support/stack';

const MAILDEV = `http://127.0.0.1:${services.mailWeb}/api`;

type MailDevEmail = { subject: string; text?: string; html?: string; to: { address: string }[] };

/** What MailDev received for `address`, in arrival order. */
async function mailTo(address: string): Promise<MailDevEmail[]> {
  const response = await fetch(`${MAILDEV}/email`);
  expect(response.status).toBe(200);
  const all = (await response.json()) as MailDevEmail[];
  return all.filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

test('the receipt of a bank transfer is e-mailed, and the bell leads to it and to the library', async ({ page }) => {
  test.setTimeout(90_000);
  const buyer = await newBuyer();
  const id = await orderAs(buyer, 'pong-neon');
  await simulateTransfer(id);

  // The worker polls the outbox every second: the receipt arrives within a few.
  const subject = `Biên nhận thanh toán đơn hàng ${id}`;
  await expect
    .poll(async () => (await mailTo(buyer.email)).map((email) => email.subject), { timeout: 20_000 })
    .toContain(subject);
  const receipts = (await mailTo(buyer.email)).filter((email) => email.subject === subject);
  expect(receipts).toHaveLength(1);
  const text = receipts[0].text ?? '';
  expect(text).toMatch(/79\.000\s₫/);
  expect(text).toContain(`Mã đơn hàng: ${id}`);
  expect(text).toContain('http://localhost:3000/my/library');

  await signIn(page, buyer.email, buyer.password, '/');
  // The order's "waiting for payment" is settled by the payment: the receipt is the one unread notification.
  const bell = page.getByRole('link', { name: 'Thông báo, 1 chưa đọc' });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
  const list = page.getByRole('list', { name: 'Danh sách thông báo' });
  await expect(list.getByText('Chưa đọc', { exact: true })).toHaveCount(1);
  const receipt = list.getByRole('link', { name: new RegExp(`^Đã nhận thanh toán 79\\.000\\s₫ cho đơn hàng ${id}$`) });
  await expect(receipt).toHaveAttribute('href', '/my/library');
  await receipt.click();
  await expect(page).toHaveURL(/\/my\/library$/);
  await expect(page.getByRole('link', { name: 'Mở ứng dụng Pong Neon' })).toBeVisible();

  // Followed, it is read.
  await page.goto('/my/notifications');
  await expect(list.getByRole('link', { name: new RegExp(`cho đơn hàng ${id}$`) })).toBeVisible();
  await expect(list.getByText('Chưa đọc', { exact: true })).toHaveCount(0);
});
