// Money that must not leave, over HTTP against a real database at chosen instants (the test clock): a
// suspended user's money is held — their payout is not paid without an admin's own, audited reason, their
// commission goes to the platform, their earnings wait until the suspension ends. The database refuses the
// same breaches when the code is bypassed.
import { randomUUID } from 'node:crypto';
import type { AdminPayout, Payout, PayoutOverview } from '@app/shared/contracts/ledger';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, ledgerLines, payouts } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import { signIn, userRow, type TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { bankAccount, buy, sendTransfer, unbalancedEntries, WEBHOOK_KEY } from '../../../test/ledger';
import { auditRows } from '../../../test/money';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');
const db = () => api.app.database.db;

/** 10:00 in Hà Nội on 5 March 2025; the hold is 7 days, the fee 10 %. */
const T0 = Date.parse('2025-03-05T03:00:00Z');
const at = <T>(days: number, work: () => Promise<T>) => atTime(T0 + days * DAY_MS, work);

const overview = async (user: TestUser) =>
  (await api.call('getPayoutOverview', null, user.token)).body.result as PayoutOverview;
const requestPayout = (user: TestUser, amount: number, methodId: string) =>
  api.call('requestPayout', { amount, paymentMethodId: methodId, requestKey: randomUUID() }, user.token);
const payoutRow = async (id: string) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0];
const suspend = (user: TestUser, reason = 'Gian lận') =>
  api.call('suspendUser', { uid: user.uid, reason }, admin.token);
const restore = (user: TestUser) => api.call('restoreUser', { uid: user.uid }, admin.token);
/** After a suspension the old tokens stay revoked: a new sign-in. */
const signedInAgain = async (user: TestUser) => ({ ...user, token: await signIn(user.email, user.password) });
/** The buyer's browser opens an affiliate link. */
const click = (code: string, productId: string, visitorId: string) =>
  api.post(`/${api.config.projectId}/asia-southeast1/recordAffiliateClick`, {
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0',
    },
    body: JSON.stringify({ data: { code, productId, visitorId } }),
  });
/** The database's own refusal, by its message (drizzle wraps the driver's error as `cause`). */
async function refusedWith(work: Promise<unknown>, message: RegExp) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  const { cause } = error as Error;
  expect(`${(error as Error).message} ${cause instanceof Error ? cause.message : ''}`).toMatch(message);
}
const NONE = { pending: 0, available: 0, requested: 0, paidOut: 0 };

/** A creator whose sale of `price` on day 0 is available on day 8, when they ask for `amount` of it. */
async function creatorWithPayout(price: number, amount: number) {
  const creator = await api.user('creator');
  const methodId = await bankAccount(api, creator.uid);
  const productId = await api.addProduct(creator.uid, { price });
  await at(0, async () => buy(api, productId, await api.user()));
  const payout = (await at(8, () => requestPayout(creator, amount, methodId))).body.result as Payout;
  return { creator, methodId, payout };
}

describe('a suspended user’s payout', () => {
  it('is not paid without the admin’s own reason, which is kept and audited; failing it is allowed', async () => {
    const { creator, payout } = await creatorWithPayout(1_000_000, 900_000);
    expect((await suspend(creator, 'Gian lận hoàn tiền')).status).toBe(200);

    const listed = (await api.call('listPayouts', { status: 'requested' }, admin.token)).body.result as AdminPayout[];
    expect(listed.find((row) => row.id === payout.id)).toMatchObject({
      ownerSuspension: 'Gian lận hoàn tiền',
      overrideReason: null,
    });
    const refused = await api.call('markPayoutPaid', { payoutId: payout.id, reference: 'FT-S-1' }, admin.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      'Tài khoản nhận tiền đang bị tạm khóa (Gian lận hoàn tiền) nên tiền của họ đang bị giữ. Nếu vẫn chi trả, hãy ghi lý do chi trả.',
    );
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'requested', overrideReason: null });
    expect(await auditRows(api, 'payout', payout.id)).toEqual([]);
    // The database refuses it too, whatever the code does.
    await refusedWith(
      db().update(payouts).set({ status: 'paid', reference: 'FT-X' }).where(eq(payouts.id, payout.id)),
      /needs an override reason/,
    );

    const override = 'Đã xác minh, khoản tiền hợp lệ';
    const paid = await at(9, () =>
      api.call('markPayoutPaid', { payoutId: payout.id, reference: 'FT-S-1', overrideReason: override }, admin.token),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.result).toMatchObject({ status: 'paid', overrideReason: override });
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'paid', overrideReason: override });
    expect(await auditRows(api, 'payout', payout.id)).toEqual([
      expect.objectContaining({
        action: 'payout.paid-suspended',
        reason: override,
        before: expect.objectContaining({ status: 'requested', suspensionReason: 'Gian lận hoàn tiền' }),
      }),
    ]);
    // A retried click answers the payout as it is.
    const again = await api.call(
      'markPayoutPaid',
      { payoutId: payout.id, reference: 'FT-S-1', overrideReason: override },
      admin.token,
    );
    expect(again.status).toBe(200);
    expect(await auditRows(api, 'payout', payout.id)).toHaveLength(1);
  });

  it('may still be marked failed: the money returns to the balance, which stays held', async () => {
    const { creator, methodId, payout } = await creatorWithPayout(500_000, 450_000);
    expect((await suspend(creator)).status).toBe(200);
    const failed = await at(9, () =>
      api.call('markPayoutFailed', { payoutId: payout.id, reason: 'Tài khoản bị khóa' }, admin.token),
    );
    expect(failed.status).toBe(200);
    // The user cannot ask again while suspended (every call is refused)…
    expect((await at(9, () => requestPayout(creator, 450_000, methodId))).status).toBe(403);
    // …and has it back once the suspension ends.
    expect((await restore(creator)).status).toBe(200);
    const back = await signedInAgain(creator);
    expect((await at(10, () => overview(back))).balance).toEqual({ ...NONE, available: 450_000 });
  });
});

describe('a suspension', () => {
  it('gives a suspended affiliate’s commission to the platform, and the database refuses to credit one', async () => {
    const creator = await api.user('creator');
    const affiliate = await api.user();
    const code = (await userRow(api, affiliate.uid)).affiliateCode;
    const productId = await api.addProduct(creator.uid, { price: 1_000_000, commissionRate: 20 });
    const buyer = await api.user();
    const visitorId = `v-${randomUUID()}`;
    // The buyer came through the affiliate's link and ordered; the affiliate is suspended before the payment.
    await at(0, () => click(code, productId, visitorId));
    const ordered = await at(0, () => api.call('createProductOrder', { productId, visitorId }, buyer.token));
    const orderId = (ordered.body.result as { transactionId: string }).transactionId;
    expect((await at(0.2, () => suspend(affiliate))).status).toBe(200);
    expect((await at(0.3, () => sendTransfer(api, orderId, 1_000_000))).status).toBe(200);

    const lines = await db()
      .select({ account: ledgerLines.account, userId: ledgerLines.userId, amount: ledgerLines.amount })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'sale')));
    // The fee (100.000) and the affiliate's 20 % (200.000) to the platform; the creator's 700.000 as usual.
    expect(lines.filter((line) => line.account === 'fee').reduce((sum, line) => sum + line.amount, 0)).toBe(-300_000);
    expect(lines.filter((line) => line.userId === affiliate.uid)).toEqual([]);
    expect(lines.filter((line) => line.userId === creator.uid).map((line) => line.amount)).toEqual([-700_000]);

    const [entry] = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    await refusedWith(
      db().transaction(async (tx) => {
        await tx.insert(ledgerLines).values([
          {
            entryId: entry.id,
            account: 'payable',
            userId: affiliate.uid,
            amount: -1,
            availableAt: new Date(T0),
            role: 'commission',
          },
          { entryId: entry.id, account: 'fee', amount: 1, availableAt: new Date(T0) },
        ]);
      }),
      /cannot be credited a commission/,
    );
    expect(await unbalancedEntries(api, [creator.uid])).toEqual([]);
  });

  it('holds a creator’s earnings until it ends, then each is available at the end of its own hold', async () => {
    const creator = await api.user('creator');
    const methodId = await bankAccount(api, creator.uid);
    const productId = await api.addProduct(creator.uid, { price: 1_000_000 });
    const buyer = await api.user();
    const ordered = await at(0, () => api.call('createProductOrder', { productId }, buyer.token));
    const orderId = (ordered.body.result as { transactionId: string }).transactionId;
    expect((await at(0.2, () => suspend(creator))).status).toBe(200);
    // Paid during the suspension: earned, but nothing of it can leave.
    expect((await at(0.3, () => sendTransfer(api, orderId, 1_000_000))).status).toBe(200);
    expect((await at(8, () => api.call('getPayoutOverview', null, creator.token))).status).toBe(403);
    expect((await at(8, () => requestPayout(creator, 900_000, methodId))).status).toBe(403);

    // Restored on day 3: the earning is available at the end of its own hold (day 7.3), not before.
    expect((await at(3, () => restore(creator))).status).toBe(200);
    const back = await signedInAgain(creator);
    expect((await at(7, () => overview(back))).balance).toEqual({ ...NONE, pending: 900_000 });
    expect((await at(7.3, () => overview(back))).balance).toEqual({ ...NONE, available: 900_000 });
    expect((await at(7.3, () => requestPayout(back, 900_000, methodId))).status).toBe(200);
  });
});
