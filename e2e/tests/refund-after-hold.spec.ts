// No part of a refunded sale stays with its creator, and a suspended creator's money is held, on the real
// product: a buyer asks a sale back inside its hold and an admin approves it after the hold, while the creator
// has already been paid part of their earnings and asked for the rest; the creator's /creator/payouts shows the
// request canceled with why and what they now owe; an admin writes the debt off with a reason on
// /admin/users/{uid}; later, the creator suspended, an admin pays their payout only with a reason of their own,
// and both land in the audit log. Setup that is not under test (accounts, products, orders, the bank's webhook,
// payout requests) goes through the real API; what is under test is seen and done in the pages. axe checks each
// of these screens in both themes, at 1280 and 390 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { decide, expectAudited, productOf, signedIn, unique, vnd } from '../support/admin';
import { addBankAccount, call, newBuyer, orderAs, passTheHold, simulateTransfer, type Account } from '../support/api';
import { signIn, SEED } from '../support/auth';
import { expectAccessible } from '../support/axe';
import { newCreator } from '../support/creators';

/** One figure of a card's figures (a `dl`), by its label. */
const figure = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });

const payout = (creator: Account, amount: number, paymentMethodId: string) =>
  call<{ id: string }>('requestPayout', { amount, paymentMethodId, requestKey: randomUUID() }, creator);

test('a refund after the hold cancels the open payout, the rest is owed and written off; a held payout needs a reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const name = 'Phan Thu Hồi';
  const creator = await newCreator(name);
  const { uid } = await call<{ uid: string }>('getUserProfile', null, creator);
  // Fee 10 %: the creator earns 450,000 of the first product and 270,000 of the second.
  const refunded = `Trợ lý soạn hợp đồng ${unique()}`;
  const refundedId = await productOf(creator, refunded, 500_000);
  const keptId = await productOf(creator, `Trợ lý lịch hẹn ${unique()}`, 300_000);
  const buyer = await newBuyer('Đỗ Hoàn Tiền');
  const orderId = await orderAs(buyer, refundedId);
  await simulateTransfer(orderId);
  await simulateTransfer(await orderAs(await newBuyer('Mai Giữ Lại'), keptId));
  // Asked back inside its window (the hold); the admin decides after the hold.
  await addBankAccount(buyer, {
    bankName: 'Techcombank',
    accountNumber: '19037778888999',
    accountHolder: 'DO HOAN TIEN',
  });
  await call(
    'requestProductRefund',
    { productId: refundedId, reason: 'Sản phẩm không chạy được trên máy tôi.' },
    buyer,
  );
  await passTheHold();

  // 720,000 available: 450,000 paid out, the other 270,000 asked for and still open.
  const methodId = await addBankAccount(creator, {
    bankName: 'Vietcombank',
    accountNumber: '0071000123456',
    accountHolder: 'PHAN THU HOI',
  });
  const first = await payout(creator, 450_000, methodId);
  await call('markPayoutPaid', { payoutId: first.id, reference: 'FT2411THU001' }, SEED.admin);
  await payout(creator, 270_000, methodId);

  await signIn(page, SEED.admin.email, SEED.admin.password, '/admin/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Yêu cầu hoàn tiền' })).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ hasText: refunded })
    .getByRole('button', { name: /^Chấp nhận hoàn tiền/ })
    .click();
  await decide(page, /hoàn tiền/i, [], /^Chấp nhận/);

  // The 450,000 share comes back: nothing was available, the open 270,000 is canceled, 180,000 is owed.
  const creatorPage = await signedIn(browser, creator, '/creator/payouts');
  const history = creatorPage.getByRole('table', { name: 'Các yêu cầu rút tiền, mới nhất trước' });
  const canceled = history.getByRole('row').filter({ hasText: 'Đã hủy' });
  await expect(canceled).toHaveCount(1);
  await expect(canceled).toContainText(`Điều chỉnh: Đã hủy vì đơn ${orderId} đã được hoàn tiền cho người mua`);
  await expect(figure(creatorPage, 'Đang nợ nền tảng')).toContainText(vnd(180_000));
  await expectAccessible(creatorPage, '/creator/payouts');

  // The admin writes the debt off, with a reason: the platform takes the loss.
  await page.goto(`/admin/users/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(figure(page, 'Đang nợ nền tảng')).toContainText(vnd(180_000));
  await expectAccessible(page, '/admin/users/{uid}');
  const reason = 'Người mua đã được hoàn tiền; khoản đã chi trả không thu hồi được.';
  await page.getByRole('button', { name: 'Xóa khoản nợ' }).click();
  await decide(page, /Xóa khoản nợ của/, [[/Lý do xóa nợ/, reason]], /^Xóa khoản nợ$/);
  await expect(page.getByText(`Đã xóa khoản nợ`)).toBeVisible();
  await expect(figure(page, 'Đang nợ nền tảng')).toHaveCount(0);
  await creatorPage.reload();
  await expect(figure(creatorPage, 'Khả dụng')).toBeVisible();
  await expect(figure(creatorPage, 'Đang nợ nền tảng')).toHaveCount(0);
  await expectAudited(page, uid, 'Xóa khoản nợ', reason);

  // A later sale's 270,000, asked for after its hold; then the creator is suspended: their money is held.
  await simulateTransfer(await orderAs(await newBuyer('Vũ Mua Sau'), keptId));
  await passTheHold();
  const held = await payout(creator, 270_000, methodId);
  await call('suspendUser', { uid, reason: 'Đang xác minh các đơn hoàn tiền.' }, SEED.admin);
  await expect(call('markPayoutPaid', { payoutId: held.id, reference: 'FT2411THU003' }, SEED.admin)).rejects.toThrow(
    /409/,
  );

  await page.goto('/admin/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Yêu cầu rút tiền' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: creator.email });
  await row.getByRole('button', { name: /^Đã chuyển/ }).click();
  const dialog = page.getByRole('dialog', { name: /Đã chuyển tiền cho/ });
  await dialog.getByLabel(/Mã tham chiếu/).fill('FT2411THU003');
  await dialog.getByRole('button', { name: /^Xác nhận/ }).click();
  await expect(dialog.getByText('Vui lòng nhập lý do vẫn chi trả.')).toBeVisible();
  await expectAccessible(page, '/admin/payouts (held payout)');
  const override = 'Đã xác minh: khoản rút này đến từ đơn hợp lệ.';
  await decide(page, /Đã chuyển tiền cho/, [[/Lý do vẫn chi trả/, override]], /^Xác nhận/);
  await expect(page.getByRole('row').filter({ hasText: creator.email })).toHaveCount(0);
  await expectAudited(page, held.id, 'Chi trả khi tài khoản bị tạm khóa', override);
});
