// Money that must not be kept or leave, over HTTP against a real database at chosen instants (the test clock):
// a refund approved after the hold takes the share back from the available balance, then from the open payout
// request (reduced or canceled, the reason on the payout), and records the rest as owed — paid off by later
// earnings and failed payouts, written off only by an admin. A suspended user's money is held — their payout is not paid without an admin's own, audited reason, their
// commission goes to the platform, their earnings wait until the suspension ends. The database refuses the
// same breaches when the code is bypassed.
import { randomUUID } from 'node:crypto';
import type { LedgerStatement, Payout, PayoutOverview } from '@app/shared/contracts/ledger';
import type { MyRefundRequest } from '@app/shared/contracts/refunds';
import { formatVnd } from '@app/shared/format';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, ledgerLines, payouts } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { atTime } from '../../../test/clock';
import { signIn, userRow, type TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { bankAccount, buy, sendTransfer, unbalancedEntries, WEBHOOK_KEY } from '../../../test/ledger';
import { accountTotals, auditRows, listPayoutTab } from '../../../test/money';

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
const NONE = { pending: 0, available: 0, requested: 0, paidOut: 0, owed: 0 };

/** A sale of a new product of `creator` at `price` on `day`, whose buyer asks for the money back the next day. */
async function saleAskedBack(creator: TestUser, price: number, day: number) {
  const buyer = await api.user();
  const productId = await api.addProduct(creator.uid, { price });
  const orderId = await at(day, () => buy(api, productId, buyer));
  const asked = await at(day + 1, () =>
    api.call('requestProductRefund', { productId, reason: 'Không dùng được.' }, buyer.token),
  );
  expect(asked.status).toBe(200);
  return { orderId, requestId: (asked.body.result as MyRefundRequest).id };
}
const approve = (requestId: string) => api.call('approveRefund', { requestId }, admin.token);
const failPayout = (payoutId: string) =>
  api.call('markPayoutFailed', { payoutId, reason: 'Sai số tài khoản' }, admin.token);

/** The creator's statement of March 2025, read on `day`. */
const march = async (user: TestUser, day: number) =>
  (await at(day, () => api.call('getLedgerStatement', { month: '2025-03' }, user.token))).body
    .result as LedgerStatement;

/** A creator's sale of `price`, `amount` of it paid out on day 8, its buyer asking for the money back. */
async function paidOutThenAskedBack(price: number, amount: number) {
  const creator = await api.user('creator');
  const methodId = await bankAccount(api, creator.uid);
  const { requestId } = await saleAskedBack(creator, price, 0);
  const payout = (await at(8, () => requestPayout(creator, amount, methodId))).body.result as Payout;
  const paid = await at(8, () =>
    api.call('markPayoutPaid', { payoutId: payout.id, reference: `FT-${payout.id}` }, admin.token),
  );
  expect(paid.status).toBe(200);
  return { creator, requestId };
}

describe('a refund after the hold', () => {
  it('takes the share from the open payout, canceled with the reason; its failure then returns none of it', async () => {
    const creator = await api.user('creator');
    const methodId = await bankAccount(api, creator.uid);
    const { orderId, requestId } = await saleAskedBack(creator, 1_000_000, 0);
    const payout = (await at(8, () => requestPayout(creator, 900_000, methodId))).body.result as Payout;

    // Approved while the payout is still requested: the creator would otherwise be paid a refunded sale.
    expect((await at(9, () => approve(requestId))).status).toBe(200);
    const note = `Đã hủy vì đơn ${orderId} đã được hoàn tiền cho người mua; số tiền của đơn được thu hồi từ yêu cầu rút này.`;
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'canceled', amount: 900_000, note });
    const seen = await at(9, () => overview(creator));
    expect(seen.balance).toEqual(NONE);
    expect(seen.openPayout).toBeNull();
    expect(seen.payouts[0]).toMatchObject({ id: payout.id, status: 'canceled', note });
    // Neither paid nor failed any more: the payout is closed.
    expect((await at(10, () => failPayout(payout.id))).status).toBe(409);
    const paid = await at(10, () =>
      api.call('markPayoutPaid', { payoutId: payout.id, reference: 'FT-C-1' }, admin.token),
    );
    expect(paid.status).toBe(409);
    expect((await at(10, () => overview(creator))).balance).toEqual(NONE);
    expect((await accountTotals(api, { orderIds: [orderId] })).loss ?? 0).toBe(0);
    const statement = await march(creator, 10);
    expect(statement.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['sale', 900_000],
      ['payout_requested', 0],
      ['refund', -900_000],
    ]);
    expect(statement.closingBalance).toBe(0);
  });

  it('takes what is available first, then reduces the open payout; a failure returns only what is left', async () => {
    const creator = await api.user('creator');
    const methodId = await bankAccount(api, creator.uid);
    const first = await saleAskedBack(creator, 1_000_000, 0);
    await saleAskedBack(creator, 1_000_000, 0);
    const payout = (await at(8, () => requestPayout(creator, 1_500_000, methodId))).body.result as Payout;
    expect((await at(9, () => approve(first.requestId))).status).toBe(200);
    // 300.000 were available; 600.000 come out of the payout.
    const reduced = await payoutRow(payout.id);
    expect(reduced).toMatchObject({ status: 'requested', amount: 900_000 });
    expect(reduced.note).toBe(`Giảm ${formatVnd(600_000)} vì đơn ${first.orderId} đã được hoàn tiền cho người mua.`);
    expect((await at(9, () => overview(creator))).balance).toEqual({ ...NONE, requested: 900_000 });
    expect((await at(10, () => failPayout(payout.id))).status).toBe(200);
    // What the creator holds is exactly the sale that was not refunded.
    expect((await at(10, () => overview(creator))).balance).toEqual({ ...NONE, available: 900_000 });
    expect(await unbalancedEntries(api, [creator.uid])).toEqual([]);
  });

  it('records what was already paid out as owed: later earnings pay it first, an admin writes off the rest', async () => {
    const { creator, requestId } = await paidOutThenAskedBack(1_000_000, 900_000);
    expect((await at(9, () => approve(requestId))).status).toBe(200);
    expect((await at(9, () => overview(creator))).balance).toEqual({ ...NONE, paidOut: 900_000, owed: 900_000 });

    // A new sale of 300.000 (270.000 to the creator) pays 270.000 of the debt, not the creator.
    const productId = await api.addProduct(creator.uid, { price: 300_000 });
    await at(10, async () => buy(api, productId, await api.user()));
    expect((await at(20, () => overview(creator))).balance).toEqual({ ...NONE, paidOut: 900_000, owed: 630_000 });

    // Only an admin's write-off makes it the platform's loss, with the reason in the audit log.
    const refused = await api.call('writeOffReceivable', { uid: creator.uid, reason: 'x' }, creator.token);
    expect(refused.status).toBe(403);
    const written = await at(21, () =>
      api.call('writeOffReceivable', { uid: creator.uid, reason: 'Không thu hồi được' }, admin.token),
    );
    expect(written.status).toBe(200);
    expect(written.body.result).toEqual({ writtenOff: 630_000, balance: { ...NONE, paidOut: 900_000 } });
    const again = await api.call('writeOffReceivable', { uid: creator.uid, reason: 'Lần nữa' }, admin.token);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Người dùng này không còn khoản nợ nào với nền tảng.');
    expect(await auditRows(api, 'user', creator.uid)).toEqual([
      expect.objectContaining({
        action: 'user.write-off',
        reason: 'Không thu hồi được',
        before: { owed: 630_000 },
        after: { owed: 0, writtenOff: 630_000 },
      }),
    ]);
    const statement = await march(creator, 21);
    expect(statement.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['sale', 900_000],
      ['payout_requested', 0],
      ['payout_paid', -900_000],
      ['refund', -900_000],
      ['sale', 270_000],
      ['write_off', 630_000],
    ]);
    expect(statement.lines.at(-1)?.description).toBe('Nền tảng xóa khoản nợ: Không thu hồi được');
    expect(statement.closingBalance).toBe(0);
    expect(await unbalancedEntries(api, [creator.uid])).toEqual([]);
  });

  it('is written off once however many admins click at the same moment', async () => {
    const { creator, requestId } = await paidOutThenAskedBack(500_000, 450_000);
    await at(9, () => approve(requestId));
    const clicks = await Promise.all(
      [1, 2, 3].map(() => api.call('writeOffReceivable', { uid: creator.uid, reason: 'Xóa nợ' }, admin.token)),
    );
    expect(clicks.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await at(10, () => overview(creator))).balance).toEqual({ ...NONE, paidOut: 450_000 });
    expect(await auditRows(api, 'user', creator.uid)).toHaveLength(1);
  });

  it('lets a failed payout pay the debt before anything returns to the balance', async () => {
    const creator = await api.user('creator');
    const methodId = await bankAccount(api, creator.uid);
    const refunded = await saleAskedBack(creator, 1_000_000, 0);
    const kept = await api.addProduct(creator.uid, { price: 1_000_000 });
    await at(0, async () => buy(api, kept, await api.user()));
    // 1.800.000 available on day 8: 900.000 paid out, 900.000 requested, then one sale refunded and its
    // payout canceled — the other sale's 900.000 was the one paid out: nothing owed.
    const first = (await at(8, () => requestPayout(creator, 900_000, methodId))).body.result as Payout;
    await at(8, () => api.call('markPayoutPaid', { payoutId: first.id, reference: 'FT-3' }, admin.token));
    const second = (await at(8, () => requestPayout(creator, 900_000, methodId))).body.result as Payout;
    expect((await at(9, () => approve(refunded.requestId))).status).toBe(200);
    expect((await payoutRow(second.id)).status).toBe('canceled');
    expect((await at(9, () => overview(creator))).balance).toEqual({ ...NONE, paidOut: 900_000 });

    // Owing 900.000 (the first sale paid out, then refunded), a 500.000 payout that fails pays 500.000 of it.
    const owing = await api.user('creator');
    const owingMethod = await bankAccount(api, owing.uid);
    const gone = await saleAskedBack(owing, 1_000_000, 0);
    const extra = await api.addProduct(owing.uid, { price: 600_000 });
    const paidOut = (await at(8, () => requestPayout(owing, 900_000, owingMethod))).body.result as Payout;
    await at(8, () => api.call('markPayoutPaid', { payoutId: paidOut.id, reference: 'FT-4' }, admin.token));
    await at(8, async () => buy(api, extra, await api.user()));
    const open = (await at(16, () => requestPayout(owing, 540_000, owingMethod))).body.result as Payout;
    expect((await at(17, () => approve(gone.requestId))).status).toBe(200);
    // The open 540.000 is taken (canceled); 360.000 still owed.
    expect((await payoutRow(open.id)).status).toBe('canceled');
    expect((await at(17, () => overview(owing))).balance).toEqual({ ...NONE, paidOut: 900_000, owed: 360_000 });
    expect(await unbalancedEntries(api, [creator.uid, owing.uid])).toEqual([]);
  });
});

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

    const listed = await listPayoutTab(api, 'open', admin.token);
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
