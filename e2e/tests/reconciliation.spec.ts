// An admin reconciles today on the real product: a buyer pays through the bank's webhook, /admin/reconciliation
// shows the day's money in to the đồng beside what it paid for and the ledger's trial balance at 0, the admin runs
// the check (written to the audit log) and downloads the day as CSV.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { vnd } from '../support/admin';
import { signIn, SEED } from '../support/auth';
import { call, newBuyer, orderAs, simulateTransfer, type Account } from '../support/api';
import { newCreator, submittedProduct } from '../support/creators';

const vietnamDay = (at: Date) => new Date(at.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const label = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

type Day = { day: string; received: number; ordersPaid: number; excess: number; unmatched: number };

test('an admin sees the day balance to the đồng, runs the check and downloads the CSV', async ({ page }) => {
  test.setTimeout(180_000);
  const creator = await newCreator('Trần Đối Soát');
  const categories = await call<{ id: string }[]>('listCategories', null);
  const title = `Bảng đối soát ${randomUUID().slice(0, 6)}`;
  const productId = await submittedProduct(creator, {
    title,
    description: `Mô tả của ${title}.`,
    price: 123_000,
    categoryId: categories[0]?.id,
  });
  const buyer: Account = await newBuyer();
  await simulateTransfer(await orderAs(buyer, productId));

  // The bank's transfers are counted on the day they arrived (the database's clock: today).
  const today = vietnamDay(new Date());
  const admin: Account = SEED.admin;
  const [expected] = (await call<{ days: Day[] }>('getReconciliation', { from: today, to: today }, admin)).days;
  expect(expected.received).toBeGreaterThanOrEqual(123_000);

  await signIn(page, admin.email, admin.password, `/admin/reconciliation?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Đối soát' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Đối soát' })).toHaveAttribute('aria-current', 'page');

  const figures = page.getByRole('region', { name: `Ngày ${label(today)}` });
  const figure = (name: string) => figures.locator('dl > div').filter({ has: page.getByText(name, { exact: true }) });
  await expect(figure('Tiền vào (ngân hàng)')).toContainText(vnd(expected.received));
  await expect(figure('Đơn đã thanh toán')).toContainText(vnd(expected.ordersPaid));
  await expect(figure('Chênh lệch tiền vào')).toContainText('Khớp');
  await expect(figure('Chênh lệch tiền ra')).toContainText('Khớp');
  const row = page.getByRole('table', { name: 'Đối soát theo ngày, cũ nhất trước' }).getByRole('row').nth(1);
  await expect(row).toContainText(label(today));
  await expect(row).toContainText(vnd(expected.received));

  const trial = page.getByRole('region', { name: `Bảng cân đối thử cuối ngày ${label(today)}` });
  await expect(trial.getByRole('row', { name: /Tổng/ })).toContainText(vnd(0));
  await expect(trial.getByText('Sổ cái cân bằng.')).toBeVisible();

  await page.getByRole('button', { name: `Kiểm tra ngày ${label(today)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã kiểm tra ngày ${label(today)}.` })).toBeVisible();
  const checks = page.getByRole('table', { name: 'Các lần kiểm tra gần nhất, mới nhất trước' });
  await expect(checks.getByRole('row').nth(1)).toContainText(/Khớp/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`doi-soat-${today}-${today}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Ngày,Số giao dịch,Tiền vào,Đơn đã thanh toán,Tiền thừa,Chưa khớp,Chênh lệch tiền vào,Chi trả,Hoàn tiền,Trả lại chuyển khoản,Tiền ra (sổ cái),Chênh lệch tiền ra',
  );
  expect(lines[1]).toMatch(new RegExp(`^${today},\\d+,${expected.received},${expected.ordersPaid},`));

  // The check is in the audit log, under the day it checked.
  await page.goto(`/admin/audit?object=${today}`);
  await expect(page.getByRole('row').filter({ hasText: 'Kiểm tra đối soát' }).first()).toBeVisible();
});
