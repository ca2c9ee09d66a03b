// The notifications of refunds, payouts and suspensions reach their person once each, by e-mail (read back
// from a real SMTP server) and in the inbox; the profile's switches turn optional e-mails off and on (never a
// receipt); the admins see the outbox by state and send a failed message again, audited.
import { formatVnd } from '@app/shared/format';
import type { MyRefundRequest } from '@app/shared/contracts/refunds';
import type { Notification } from '@app/shared/contracts/notifications';
import { splitSale } from '@app/shared/money/split';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { DAY_MS, postSale } from '../../domain/ledger';
import { requestPayout } from '../ledger/payouts';
import { userRow, type TestUser } from '../../../test/harness';
import { bankAccount, buy, contextFor, paidOrder, sendTransfer, WEBHOOK_KEY } from '../../../test/ledger';
import { auditRows } from '../../../test/money';
import { freePort, headerOf, useMail } from '../../../test/mail';
import { useApi, useUser } from '../../../test/suite';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY }, { ownDatabase: true });
const admin = useUser(api, 'admin');
const mail = useMail(api);
const { deliver, subjects } = mail;
const smtp = { to: (address: string) => mail.smtp().to(address) };

const db = () => api.app.database.db;
const kinds = async (user: TestUser) =>
  ((await api.call('listNotifications', null, user.token)).body.result as { items: Notification[] }).items.map(
    (item) => item.kind,
  );

describe('refunds', () => {
  it('the buyer hears of the request, the approval and the money sent; the affiliate of the commission taken back', async () => {
    const creator = await api.user('creator');
    const affiliate = await api.user();
    const buyer = await api.user();
    const productId = await api.addProduct(creator.uid, { price: 500_000, commissionRate: 20 });
    const visitorId = `visitor-refund-${Date.now()}`;
    const { affiliateCode } = await userRow(api, affiliate.uid);
    await api.post(`/${api.config.projectId}/asia-southeast1/recordAffiliateClick`, {
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify({ data: { code: affiliateCode, productId, visitorId } }),
    });
    const ordered = await api.call('createProductOrder', { productId, visitorId }, buyer.token);
    const orderId = (ordered.body.result as { transactionId: string }).transactionId;
    expect((await sendTransfer(api, orderId, 500_000)).status).toBe(200);
    await api.call(
      'addPaymentMethod',
      { bankName: 'ACB', accountNumber: '1111222233', accountHolder: 'A' },
      buyer.token,
    );
    const asked = await api.call('requestProductRefund', { productId, reason: 'Không dùng được.' }, buyer.token);
    const requestId = (asked.body.result as MyRefundRequest).id;
    expect((await api.call('approveRefund', { requestId }, admin.token)).status).toBe(200);
    // A repeated click changes nothing and tells nobody again.
    expect((await api.call('approveRefund', { requestId }, admin.token)).status).toBe(200);
    expect((await api.call('markRefundSent', { requestId, reference: 'FT-REFUND-1' }, admin.token)).status).toBe(200);
    await deliver();

    expect(subjects(buyer.email)).toEqual(
      expect.arrayContaining([
        `Đã nhận yêu cầu hoàn tiền đơn hàng ${orderId}`,
        `Yêu cầu hoàn tiền đơn hàng ${orderId} đã được chấp nhận`,
        `Đã chuyển tiền hoàn cho đơn hàng ${orderId}`,
      ]),
    );
    expect(subjects(buyer.email)).toHaveLength(5);
    const sentMail = smtp.to(buyer.email).find((item) => item.mail.subject?.startsWith('Đã chuyển tiền hoàn'));
    expect(sentMail?.mail.text).toContain('FT-REFUND-1');
    expect(sentMail?.mail.text).toContain(formatVnd(500_000));

    const commission = splitSale(500_000, api.config.fees.feeBps, 20).commission;
    expect(subjects(affiliate.email)).toEqual([
      `Bạn nhận được hoa hồng ${formatVnd(commission)}`,
      `Hoa hồng đơn hàng ${orderId} đã bị thu hồi`,
    ]);
    // Money taken back is never optional: no unsubscribe.
    expect(headerOf(smtp.to(affiliate.email)[1], 'list-unsubscribe')).toBeUndefined();
    expect(await kinds(affiliate)).toEqual(['commissionReversed', 'commissionEarned']);
    expect(await kinds(buyer)).toEqual([
      'refundSent',
      'refundApproved',
      'refundRequested',
      'paymentReceived',
      'orderCreated',
    ]);
  });

  it('a rejection gives the buyer the admin’s reason', async () => {
    const creator = await api.user('creator');
    const buyer = await api.user();
    const productId = await api.addProduct(creator.uid, { price: 80_000 });
    const orderId = await buy(api, productId, buyer);
    const asked = await api.call('requestProductRefund', { productId, reason: 'Đổi ý.' }, buyer.token);
    const requestId = (asked.body.result as MyRefundRequest).id;
    const reason = 'Sản phẩm đã được sử dụng <b>nhiều lần</b>.';
    expect((await api.call('rejectRefund', { requestId, reason }, admin.token)).status).toBe(200);
    await deliver();
    const rejected = smtp
      .to(buyer.email)
      .filter((item) => item.mail.subject === `Yêu cầu hoàn tiền đơn hàng ${orderId} bị từ chối`);
    expect(rejected).toHaveLength(1);
    expect(rejected[0].mail.text).toContain(reason);
    expect(String(rejected[0].mail.html)).toContain('&lt;b&gt;nhiều lần&lt;/b&gt;');
  });
});

describe('payouts', () => {
  it('the owner hears that a payout was paid (with the bank reference) or failed (with the reason)', async () => {
    const creator = await api.user('creator');
    const past = new Date(Date.now() - 10 * DAY_MS);
    const order = await paidOrder(api, creator.uid, 1_000_000, past);
    await db().transaction((tx) => postSale(tx, { order, amountReceived: 1_000_000, at: past, holdDays: 7 }));
    const method = await bankAccount(api, creator.uid);
    const first = await requestPayout(
      { amount: 300_000, paymentMethodId: method, requestKey: `notify-paid-${Date.now()}` },
      contextFor(api, creator.uid),
    );
    expect(
      (await api.call('markPayoutPaid', { payoutId: first.id, reference: 'FT-PAYOUT-9' }, admin.token)).status,
    ).toBe(200);
    const second = await requestPayout(
      { amount: 200_000, paymentMethodId: method, requestKey: `notify-failed-${Date.now()}` },
      contextFor(api, creator.uid),
    );
    expect(
      (await api.call('markPayoutFailed', { payoutId: second.id, reason: 'Sai số tài khoản' }, admin.token)).status,
    ).toBe(200);
    await deliver();

    expect(subjects(creator.email)).toEqual([
      `Đã chuyển khoản rút tiền ${formatVnd(300_000)}`,
      `Rút tiền ${formatVnd(200_000)} không thành công`,
    ]);
    expect(smtp.to(creator.email)[0].mail.text).toContain('FT-PAYOUT-9');
    expect(smtp.to(creator.email)[1].mail.text).toContain('Sai số tài khoản');
    expect(smtp.to(creator.email)[0].mail.text).toContain(`${api.config.mail.webUrl}/creator/payouts`);
  });
});

describe('suspension', () => {
  it('the person hears of the suspension (with its reason) and of its end, each time', async () => {
    const user = await api.user();
    for (const reason of ['Vi phạm điều khoản.', 'Vi phạm lần hai.']) {
      expect((await api.call('suspendUser', { uid: user.uid, reason }, admin.token)).status).toBe(200);
      // Suspending a suspended user writes nothing and tells nobody again.
      expect((await api.call('suspendUser', { uid: user.uid, reason }, admin.token)).status).toBe(200);
      expect((await api.call('restoreUser', { uid: user.uid }, admin.token)).status).toBe(200);
    }
    await deliver();
    expect(subjects(user.email)).toEqual([
      'Tài khoản của bạn đã bị tạm khóa',
      'Tài khoản của bạn đã được mở lại',
      'Tài khoản của bạn đã bị tạm khóa',
      'Tài khoản của bạn đã được mở lại',
    ]);
    expect(smtp.to(user.email)[2].mail.text).toContain('Vi phạm lần hai.');
  });
});

describe('preferences', () => {
  it('switches an optional kind’s e-mail off and on; a receipt cannot be switched off', async () => {
    const creator = await api.user('creator');
    const read = async () => (await api.call('getNotificationPreferences', null, creator.token)).body.result;
    expect(await read()).toEqual([
      { kind: 'newSale', email: true },
      { kind: 'commissionEarned', email: true },
    ]);
    const off = await api.call('setNotificationPreference', { kind: 'newSale', email: false }, creator.token);
    expect(off.body.result).toEqual([
      { kind: 'newSale', email: false },
      { kind: 'commissionEarned', email: true },
    ]);
    const refused = await api.call(
      'setNotificationPreference',
      { kind: 'paymentReceived', email: false },
      creator.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('Loại thông báo này luôn được gửi và không thể tắt.');

    const buyer = await api.user();
    await buy(api, await api.addProduct(creator.uid, { price: 40_000 }), buyer);
    await deliver();
    expect(smtp.to(creator.email)).toHaveLength(0);
    expect(await kinds(creator)).toEqual(['newSale']);

    await api.call('setNotificationPreference', { kind: 'newSale', email: true }, creator.token);
    await buy(api, await api.addProduct(creator.uid, { price: 45_000 }), buyer);
    await deliver();
    expect(smtp.to(creator.email)).toHaveLength(1);
  });
});

describe('the admins’ outbox', () => {
  it('counts by state, lists the failed ones with their error, and sends one again (audited)', async () => {
    const buyer = await api.user();
    const creator = await api.user('creator');
    // Everything due so far goes out first; then the mail server is down for this one and it fails for good.
    await deliver();
    const down = mail.mailerTo(`smtp://127.0.0.1:${await freePort()}`);
    {
      await buy(api, await api.addProduct(creator.uid, { price: 30_000 }), buyer);
      const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email));
      await db()
        .update(mailOutbox)
        .set({ queuedAt: new Date(Date.now() - 2 * DAY_MS) })
        .where(eq(mailOutbox.toAddress, buyer.email));
      expect(await deliver(down)).toMatchObject({ sent: 0, failed: 2 });
      expect(rows).toHaveLength(2);
    }
    expect((await api.call('getNotificationOutbox', null, buyer.token)).status).toBe(403);
    const outbox = (await api.call('getNotificationOutbox', null, admin.token)).body.result as {
      counts: Record<string, number>;
      failed: { id: number; to: string; kind: string; lastError: string | null; title: string }[];
    };
    expect(outbox.counts.failed).toBeGreaterThanOrEqual(2);
    expect(outbox.counts.sent).toBeGreaterThan(0);
    const mine = outbox.failed.filter((item) => item.to === buyer.email);
    expect(mine.map((item) => item.kind).sort()).toEqual(['orderCreated', 'paymentReceived']);
    expect(mine[0].lastError).toMatch(/ECONNREFUSED|connect/i);

    const receipt = mine.find((item) => item.kind === 'paymentReceived')!;
    const resent = await api.call('resendNotification', { id: receipt.id }, admin.token);
    expect(resent.body.result).toEqual({ id: receipt.id, state: 'pending' });
    expect((await api.call('resendNotification', { id: receipt.id }, admin.token)).status).toBe(200);
    expect((await api.call('resendNotification', { id: 2_000_000_000 }, admin.token)).status).toBe(404);
    await deliver();
    expect(smtp.to(buyer.email)).toHaveLength(1);
    // Sent now: no longer failed, and not sent again.
    expect((await api.call('resendNotification', { id: receipt.id }, admin.token)).status).toBe(409);
    const audited = await auditRows(api, 'notification', String(receipt.id));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'notification.resend', adminId: admin.uid });
  });
});
