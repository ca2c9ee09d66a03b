// The ledger's postings (domain/ledger.ts) against a real database: the sale a confirmed payment posts (once,
// however often the bank repeats itself), refunds in and after the hold, and the database's own guards.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { eq, sql } from 'drizzle-orm';
import {
  LEDGER_SLOT_LOCK,
  LEDGER_SLOTS,
  ledgerDaily,
  ledgerEntries,
  ledgerLines,
  payouts,
  products,
  orders,
} from '../db/schema';
import { rowsOf, type Tx } from '../db/client';
import { vietnamDay } from '@app/shared/time/vietnam';
import { useApi, useUser } from '../../test/suite';
import { atTime } from '../../test/clock';
import {
  bankAccount,
  buy,
  contextFor,
  dbUser,
  linesOf,
  paidOrder,
  sendTransfer,
  unbalancedEntries,
  WEBHOOK_KEY,
} from '../../test/ledger';
import { requestPayout } from '../features/ledger/payouts';
import { accountTotals, entriesOf, unmatchedTransfer } from '../../test/money';
import {
  DAY_MS,
  postRefund,
  postRefundSent,
  postSale,
  postTransferReceived,
  postTransferReturned,
  postUnrecordedRefund,
} from './ledger';
import { balanceOf, checkStoredBalances } from './balances';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const creator = useUser(api, 'creator');
const db = () => api.app.database.db;

/** The platform slots a transaction holds (ledger_platform_slot()'s advisory locks), by number. (PGlite's
 * one backend shows its locks without a pid.) */
async function slotsHeld(tx: Tx): Promise<number[]> {
  const rows = rowsOf<{ slot: number }>(
    await tx.execute(
      sql`select objid::int as slot from pg_locks where locktype = 'advisory' and coalesce(pid, 0) = pg_backend_pid() and classid = ${LEDGER_SLOT_LOCK} order by 1`,
    ),
  );
  return rows.map((row) => row.slot);
}

const byAccount = (lines: { account: string; amount: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.account, line.amount]));

describe('the sale of a confirmed payment', () => {
  it('posts cash = fee + the creator’s held earning, by the order’s snapshot and the rounding rule', async () => {
    const productId = await api.addProduct(creator.uid, { price: 99_999 });
    const buyer = await api.user();
    const orderId = await buy(api, productId, buyer);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', feeBps: 1000, commissionRate: 0 });
    const lines = await linesOf(api, orderId, 'sale');
    // fee = floor(9 999.9) = 9 999; the creator gets the rest: 90 000.
    expect(byAccount(lines)).toEqual({ cash: 99_999, fee: -9_999, payable: -90_000 });
    const earning = lines.find((line) => line.account === 'payable');
    expect(earning).toMatchObject({ userId: creator.uid, role: 'earning' });
    const paidAt = (order.paidAt as Date).getTime();
    // The hold starts when the ledger saw the payment (same transaction, same instant or a few ms later).
    expect(Math.abs((earning?.availableAt.getTime() ?? 0) - (paidAt + 7 * DAY_MS))).toBeLessThan(5_000);
  });

  it('takes the fee and commission of the order’s snapshot, not of the product as changed later', async () => {
    const productId = await api.addProduct(creator.uid, { price: 200_000, commissionRate: 20 });
    const buyer = await api.user();
    const answer = await api.call('createProductOrder', { productId }, buyer.token);
    const orderId = (answer.body.result as { transactionId: string }).transactionId;
    // The creator lowers the commission after the buyer ordered: this order keeps the rate it was made with.
    await db().update(products).set({ commissionRate: 5 }).where(eq(products.id, productId));
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ feeBps: 1000, commissionRate: 20 });
    // The affiliate seam: with an affiliate the commission (20 % of the price) comes out of the creator's share.
    const affiliate = await dbUser(api);
    const posted = await db().transaction((tx) =>
      postSale(tx, { order, amountReceived: 200_000, at: new Date(), holdDays: 7, affiliateId: affiliate }),
    );
    expect(posted).toBe(true);
    const lines = await linesOf(api, orderId, 'sale');
    expect(lines.filter((line) => line.account === 'payable').map((line) => [line.role, line.amount])).toEqual(
      expect.arrayContaining([
        ['earning', -140_000],
        ['commission', -40_000],
      ]),
    );
    expect(byAccount(lines).fee).toBe(-20_000);
    expect(await unbalancedEntries(api, [affiliate, creator.uid])).toEqual([]);
  });

  it('credits an overpayment to excess (owed back to the buyer), the creator’s share unchanged', async () => {
    const productId = await api.addProduct(creator.uid, { price: 100_000 });
    const orderId = await buy(api, productId, await api.user(), 130_000);
    expect(byAccount(await linesOf(api, orderId, 'sale'))).toEqual({
      cash: 130_000,
      fee: -10_000,
      payable: -90_000,
      excess: -30_000,
    });
  });

  it('posts once when the same transfer arrives twice, or two transfers for the order arrive at once', async () => {
    const productId = await api.addProduct(creator.uid, { price: 50_000 });
    const buyer = await api.user();
    const answer = await api.call('createProductOrder', { productId }, buyer.token);
    const orderId = (answer.body.result as { transactionId: string }).transactionId;
    const replay = 900_000_000 + Math.floor(Math.random() * 1e6);
    expect((await sendTransfer(api, orderId, 50_000, replay)).status).toBe(200);
    expect((await sendTransfer(api, orderId, 50_000, replay)).status).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => sendTransfer(api, orderId, 50_000)));
    expect(concurrent.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(entries.map((entry) => entry.key)).toEqual([`sale:${orderId}`]);
  });

  it('posts the academy course to the platform’s academy account (no creator share)', async () => {
    const buyer = await api.user();
    const answer = await api.call('createCourseOrder', { courseId: ACADEMY_COURSE_ID }, buyer.token);
    const orderId = (answer.body.result as { orderId: string }).orderId;
    expect((await sendTransfer(api, orderId, 5_000_000)).status).toBe(200);
    expect(byAccount(await linesOf(api, orderId, 'sale'))).toEqual({ cash: 5_000_000, academy: -5_000_000 });
  });

  it('posts nothing for a free order', async () => {
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, (await paidOrder(api, creator.uid, 0, new Date())).id));
    expect(
      await db().transaction((tx) => postSale(tx, { order, amountReceived: 0, at: new Date(), holdDays: 7 })),
    ).toBe(false);
    expect(await linesOf(api, order.id, 'sale')).toEqual([]);
  });

  it('writes the platform’s summary rows in the slot its transaction holds, a user’s in slot 0', async () => {
    const at = new Date();
    const order = await paidOrder(api, creator.uid, 70_000, at);
    const { held, rows } = await db().transaction(async (tx) => {
      await postSale(tx, { order, amountReceived: 70_000, at, holdDays: 7 });
      const written = await tx
        .select({ userId: ledgerDaily.userId, account: ledgerDaily.account, slot: ledgerDaily.slot })
        .from(ledgerDaily)
        .where(
          sql`${ledgerDaily.day} = ${vietnamDay(at)} and (${ledgerDaily.userId} is null or ${ledgerDaily.userId} = ${creator.uid})`,
        );
      return { held: await slotsHeld(tx), rows: written };
    });
    // The transaction holds one slot until its commit, and wrote the platform's rows there.
    expect(held).toHaveLength(1);
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: null, account: 'cash', slot: held[0] },
        { userId: null, account: 'fee', slot: held[0] },
        { userId: creator.uid, account: 'payable', slot: 0 },
      ]),
    );
    expect(rows.filter((row) => row.userId === creator.uid).map((row) => row.slot)).toEqual(
      rows.filter((row) => row.userId === creator.uid).map(() => 0),
    );
    expect(rows.every((row) => row.slot >= 0 && row.slot < LEDGER_SLOTS)).toBe(true);
    // Read over their slots, the platform's running balances are still its lines' sums.
    for (const row of await checkStoredBalances(db(), { userId: null })) expect(row.stored).toBe(row.recomputed);
  });

  it('lets sales in flight at once write the platform’s rows without waiting for each other’s commit', async () => {
    const { kind } = api.app.database;
    if (kind === 'pglite') return; // one connection: PGlite runs one transaction at a time
    const at = new Date();
    // Nine sales of nine creators (a creator's own rows are one per key: only their own sales share them): more
    // than the eight slots a transaction id used to choose among, fewer than the pool's ten connections.
    const sales = await Promise.all(
      Array.from({ length: 9 }, async (_, index) => paidOrder(api, await dbUser(api), 10_000 + index, at)),
    );
    // Each sale's transaction posts, then waits until every other one has posted too: all are open at once. A
    // sale that waited for another's platform row would never reach the barrier, and its lock_timeout ends it.
    let arrived = 0;
    let release: () => void = () => undefined;
    const everyonePosted = new Promise<void>((resolve) => (release = resolve));
    const held = await Promise.all(
      sales.map((order) =>
        db().transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '3s'`);
          expect(await postSale(tx, { order, amountReceived: order.price, at, holdDays: 7 })).toBe(true);
          arrived += 1;
          if (arrived === sales.length) release();
          await everyonePosted;
          return slotsHeld(tx);
        }),
      ),
    );
    // Each held a slot of its own.
    expect(new Set(held.map((slots) => slots.join())).size).toBe(sales.length);
    expect(held.every((slots) => slots.length === 1)).toBe(true);
    for (const row of await checkStoredBalances(db(), { userId: null })) expect(row.stored).toBe(row.recomputed);
  });
});

describe('postRefund', () => {
  const T0 = Date.now() - 30 * DAY_MS;
  async function sale(price: number, at: number) {
    const seller = await dbUser(api, ['creator']);
    const order = await paidOrder(api, seller, price, new Date(at));
    await db().transaction((tx) => postSale(tx, { order, amountReceived: price, at: new Date(at), holdDays: 7 }));
    return { seller, order };
  }
  const refund = (orderId: string, at: number) => db().transaction((tx) => postRefund(tx, orderId, new Date(at)));

  it('in the hold: reverses the whole earning inside pending and the fee; the price is owed back to the buyer', async () => {
    const { seller, order } = await sale(100_000, T0);
    expect(await balanceOf(db(), seller, new Date(T0 + DAY_MS))).toMatchObject({ pending: 90_000, available: 0 });
    expect(await refund(order.id, T0 + DAY_MS)).toEqual({ kind: 'posted' });
    expect(byAccount(await linesOf(api, order.id, 'refund'))).toEqual({
      excess: -100_000,
      fee: 10_000,
      payable: 90_000,
    });
    for (const at of [T0 + DAY_MS, T0 + 8 * DAY_MS]) {
      expect(await balanceOf(db(), seller, new Date(at))).toEqual({
        pending: 0,
        available: 0,
        requested: 0,
        paidOut: 0,
        owed: 0,
      });
    }
    expect(await refund(order.id, T0 + 2 * DAY_MS)).toEqual({ kind: 'already-refunded' });
    expect(await linesOf(api, order.id, 'refund')).toHaveLength(3);
  });

  it('after the hold: takes what is available, then the open payout request (canceled), never a loss', async () => {
    const { seller, order } = await sale(400_000, T0);
    const method = await bankAccount(api, seller);
    // 360 000 available after the hold; 300 000 of it is requested as a payout.
    const payout = await atTime(T0 + 8 * DAY_MS, () =>
      requestPayout(
        { amount: 300_000, paymentMethodId: method, requestKey: `key-${order.id}` },
        contextFor(api, seller),
      ),
    );
    expect(payout.status).toBe('requested');
    expect(await refund(order.id, T0 + 9 * DAY_MS)).toEqual({ kind: 'posted' });
    const lines = await linesOf(api, order.id, 'refund');
    expect(byAccount(lines)).toEqual({ excess: -400_000, fee: 40_000, payable: 60_000, payout: 300_000 });
    expect(await balanceOf(db(), seller, new Date(T0 + 9 * DAY_MS))).toEqual({
      pending: 0,
      available: 0,
      requested: 0,
      paidOut: 0,
      owed: 0,
    });
    const [row] = await db().select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: 'canceled', amount: 300_000 });
    expect(await unbalancedEntries(api, [seller])).toEqual([]);
  });

  it('answers no-sale for an order the ledger never saw', async () => {
    const seller = await dbUser(api, ['creator']);
    const order = await paidOrder(api, seller, 10_000, new Date());
    expect(await refund(order.id, Date.now())).toEqual({ kind: 'no-sale' });
  });
});

describe('money owed back and sent', () => {
  const at = () => new Date();
  async function soldAndRefunded(price: number) {
    const seller = await dbUser(api, ['creator']);
    const order = await paidOrder(api, seller, price, at());
    await db().transaction((tx) => postSale(tx, { order, amountReceived: price, at: at(), holdDays: 7 }));
    await db().transaction((tx) => postRefund(tx, order.id, at()));
    return order;
  }

  it('a refund leaves cash untouched until it is sent, then the owed price leaves cash once', async () => {
    const order = await soldAndRefunded(120_000);
    // Sale +120 000 cash; the refund owes it back (excess) without touching cash.
    expect(await accountTotals(api, { orderIds: [order.id] })).toEqual({ cash: 120_000, excess: -120_000 });
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => db().transaction((tx) => postRefundSent(tx, order.id, 120_000, at()))),
    );
    expect(sends.filter(Boolean)).toHaveLength(1);
    expect(await accountTotals(api, { orderIds: [order.id] })).toEqual({});
    expect((await entriesOf(api, { orderId: order.id })).map((entry) => entry.key)).toEqual([
      `sale:${order.id}`,
      `refund:${order.id}`,
      `refund:${order.id}:sent`,
    ]);
  });

  it('a refund of an order the ledger never saw is owed as the platform’s loss, once per order', async () => {
    const seller = await dbUser(api, ['creator']);
    const order = await paidOrder(api, seller, 70_000, at());
    expect(await db().transaction((tx) => postUnrecordedRefund(tx, order.id, 70_000, at()))).toBe(true);
    expect(await db().transaction((tx) => postUnrecordedRefund(tx, order.id, 70_000, at()))).toBe(false);
    expect(await db().transaction((tx) => postRefund(tx, order.id, at()))).toEqual({ kind: 'no-sale' });
    expect(await accountTotals(api, { orderIds: [order.id] })).toEqual({ loss: 70_000, excess: -70_000 });
    expect(await db().transaction((tx) => postUnrecordedRefund(tx, order.id, 0, at()))).toBe(false);
  });

  it('an unmatched transfer received and returned nets to zero; an ignored one is other income', async () => {
    const returned = await unmatchedTransfer(api, 55_000);
    const ignored = await unmatchedTransfer(api, 33_000);
    for (let i = 0; i < 3; i += 1) {
      await db().transaction(async (tx) => {
        await postTransferReceived(tx, returned, 55_000, 'excess', at());
        await postTransferReturned(tx, returned, 55_000, at());
        await postTransferReceived(tx, ignored, 33_000, 'other', at());
      });
    }
    expect(await entriesOf(api, { transferId: returned })).toEqual([
      { kind: 'transfer_received', key: `transfer:${returned}:received` },
      { kind: 'transfer_returned', key: `transfer:${returned}:returned` },
    ]);
    expect(await accountTotals(api, { transferIds: [returned] })).toEqual({});
    expect(await accountTotals(api, { transferIds: [ignored] })).toEqual({ cash: 33_000, other: -33_000 });
    // Nothing to post for an empty transfer (the webhook keeps unreadable bodies with amount 0).
    const empty = await unmatchedTransfer(api, 0);
    expect(await db().transaction((tx) => postTransferReceived(tx, empty, 0, 'other', at()))).toBe(false);
  });
});

describe('the database guards the ledger', () => {
  it('refuses to commit an entry whose lines do not sum to zero', async () => {
    const attempt = db().transaction(async (tx) => {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({ kind: 'sale', key: `test:unbalanced:${Date.now()}` })
        .returning();
      await tx.insert(ledgerLines).values([
        { entryId: entry.id, account: 'cash', amount: 1_000, availableAt: new Date() },
        { entryId: entry.id, account: 'fee', amount: -999, availableAt: new Date() },
      ]);
    });
    await expect(attempt).rejects.toThrow();
    const [left] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.key} like 'test:unbalanced:%'`);
    expect(left.n).toBe(0);
  });

  it('refuses UPDATE and DELETE of entries and lines (append-only)', async () => {
    const { id } = await paidOrder(api, creator.uid, 10_000, new Date());
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    await db().transaction((tx) => postSale(tx, { order, amountReceived: 10_000, at: new Date(), holdDays: 7 }));
    const [line] = await db().select().from(ledgerLines).where(eq(ledgerLines.userId, creator.uid)).limit(1);
    await expect(db().update(ledgerLines).set({ amount: -1 }).where(eq(ledgerLines.id, line.id))).rejects.toThrow();
    await expect(db().delete(ledgerLines).where(eq(ledgerLines.id, line.id))).rejects.toThrow();
    await expect(
      db().update(ledgerEntries).set({ memo: 'x' }).where(eq(ledgerEntries.id, line.entryId)),
    ).rejects.toThrow();
    await expect(db().delete(ledgerEntries).where(eq(ledgerEntries.id, line.entryId))).rejects.toThrow();
    const [still] = await db().select().from(ledgerLines).where(eq(ledgerLines.id, line.id));
    expect(still.amount).toBe(line.amount);
  });
});
