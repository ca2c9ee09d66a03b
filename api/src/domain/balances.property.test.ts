// The stored summaries under random sequences of sales (some with an affiliate), refunds (inside and after the
// hold), payout requests, payouts paid and failed, and the clock moving on, all through the real postings and
// handlers: after every step the running balances and the daily and product rollups equal the same sums
// recomputed from the lines (checkStoredBalances and checkStoredRollups find nothing), each payee's balance
// read from them equals the one summed from their lines at that moment and after the hold, and their daily
// rows are the lines grouped by Vietnam day as the pages count days. Affiliates' clicks and attributed orders
// (refunded ones leaving 'paid') keep their links' last click and last paid order equal to the same grouped
// from every click and order.
// BALANCES_PROPERTY_RUNS (default 20) scales it; BALANCES_PROPERTY_SEED replays a failure (the seed is in the
// test's name).
import fc from 'fast-check';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/client';
import { affiliateClicks, ledgerDaily, ledgerLines, orders } from '../db/schema';
import { markPayoutFailed, markPayoutPaid } from '../features/ledger/admin-payouts';
import { requestPayout } from '../features/ledger/payouts';
import { atTime } from '../../test/clock';
import { useApi } from '../../test/suite';
import { bankAccount, contextFor, dbUser, paidOrder } from '../../test/ledger';
import { vietnamDay } from '@app/shared/time/vietnam';
import { checkStoredBalances, checkStoredRollups } from './balances';
import { DAY_MS, postRefund, postRefundSent, postSale } from './ledger';
import { balanceOf } from './balances';

const RUNS = Number(process.env.BALANCES_PROPERTY_RUNS || 20);
const SEED = Number(process.env.BALANCES_PROPERTY_SEED || Math.floor(Math.random() * 2 ** 31));
const HOUR = 60 * 60 * 1000;
const HOLD_DAYS = 7;
const MIN_PAYOUT = 100_000;
/** Creators are payees 0 and 1, affiliates 2 and 3. */
const PAYEES = 4;

// Its checks cover every stored summary in the database, not only its own payees': on PostgreSQL the other
// suites share the one database, so this file has its own and checks only what its sequences wrote.
const api = useApi({}, { ownDatabase: true });
let admin: string;
beforeAll(async () => {
  admin = await dbUser(api, ['admin']);
});

type Op =
  | { kind: 'sale'; creator: number; price: number; affiliate: number | null; rate: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'send'; pick: number }
  | { kind: 'request'; payee: number; amount: number | 'all' }
  | { kind: 'decide'; payee: number; paid: boolean }
  | { kind: 'click'; affiliate: number; pick: number | null }
  | { kind: 'advance'; ms: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      creator: fc.integer({ min: 0, max: 1 }),
      price: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 900_000 }) },
      ),
      affiliate: fc.option(fc.integer({ min: 2, max: 3 }), { nil: null }),
      rate: fc.integer({ min: 0, max: 50 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('send' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      payee: fc.integer({ min: 0, max: PAYEES - 1 }),
      amount: fc.oneof(
        { weight: 2, arbitrary: fc.constant('all' as const) },
        { weight: 1, arbitrary: fc.integer({ min: 50_000, max: 1_500_000 }) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      payee: fc.integer({ min: 0, max: PAYEES - 1 }),
      paid: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('click' as const),
      affiliate: fc.integer({ min: 2, max: 3 }),
      // A sold product's link, or the catalogue's (null).
      pick: fc.option(fc.nat(), { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      // Hours (across Vietnam midnights) or days (past the hold).
      ms: fc.oneof(
        fc.integer({ min: 1, max: 30 }).map((hours) => hours * HOUR),
        fc.integer({ min: 1, max: 10 }).map((days) => days * DAY_MS),
      ),
    }),
  },
);

/** The balance as the lines alone say it at `at` (what the stored one must equal). */
async function balanceFromLines(db: Queryable, userId: string, at: Date) {
  const of = (condition: ReturnType<typeof and>) =>
    db
      .select({ total: sql<string>`coalesce(sum(${ledgerLines.amount}), 0)::text` })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.userId, userId), condition))
      .then(([row]) => Number(row?.total ?? 0));
  const [pending, available, requested, paidOut, owed] = await Promise.all([
    of(and(eq(ledgerLines.account, 'payable'), gt(ledgerLines.availableAt, at))),
    of(and(eq(ledgerLines.account, 'payable'), lte(ledgerLines.availableAt, at))),
    of(eq(ledgerLines.account, 'payout')),
    of(and(eq(ledgerLines.account, 'payout'), eq(ledgerLines.role, 'payout_paid'))),
    of(eq(ledgerLines.account, 'receivable')),
  ]);
  return { pending: 0 - pending, available: 0 - available, requested: 0 - requested, paidOut, owed };
}

/** The users' lines summed by account, role and Vietnam day in plain code, beside their ledger_daily rows. */
async function dailyOf(db: Queryable, uids: string[]) {
  const lines = await db
    .select({
      userId: ledgerLines.userId,
      account: ledgerLines.account,
      role: ledgerLines.role,
      at: ledgerLines.createdAt,
      amount: ledgerLines.amount,
    })
    .from(ledgerLines)
    .where(inArray(ledgerLines.userId, uids));
  const fromLines = new Map<string, number>();
  for (const line of lines) {
    const key = [line.userId, line.account, line.role ?? '', vietnamDay(line.at)].join(' ');
    fromLines.set(key, (fromLines.get(key) ?? 0) + line.amount);
  }
  const stored = await db.select().from(ledgerDaily).where(inArray(ledgerDaily.userId, uids));
  const fromRows = new Map(stored.map((row) => [[row.userId, row.account, row.role, row.day].join(' '), row.amount]));
  const sorted = (map: Map<string, number>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
  return { fromLines: sorted(fromLines), fromRows: sorted(fromRows) };
}

/** The affiliates' stored links beside the last click and last paid order of each, grouped from every row. */
async function linksOf(db: Queryable, uids: string[]) {
  const list = sql.join(
    uids.map((uid) => sql`${uid}`),
    sql`, `,
  );
  const shape = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row)).sort();
  const stored = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select affiliate_id, product_id, course_id, last_click_at::text as clicked, last_order_at::text as ordered
        from affiliate_links where affiliate_id in (${list}) and last_at is not null`),
  );
  const recomputed = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select affiliate_id, product_id, course_id, max(clicked)::text as clicked, max(ordered)::text as ordered
        from (select affiliate_id, product_id, null::text as course_id, created_at as clicked, null::timestamptz as ordered
                from affiliate_clicks where product_id is not null
              union all
              select affiliate_id, product_id, course_id, null, created_at from orders where status = 'paid') x
       where affiliate_id in (${list})
       group by affiliate_id, product_id, course_id`),
  );
  return { stored: shape(stored), recomputed: shape(recomputed) };
}

async function run(ops: Op[]): Promise<void> {
  const db = api.app.database.db;
  const payees: { uid: string; method: string; open: string | null }[] = [];
  for (let index = 0; index < PAYEES; index += 1) {
    const uid = await dbUser(api, index < 2 ? ['creator'] : []);
    payees.push({ uid, method: await bankAccount(api, uid), open: null });
  }
  const uids = payees.map((payee) => payee.uid);
  const sales: { orderId: string; productId: string; price: number; refunded: boolean }[] = [];
  const config = { fees: { ...api.config.fees, minPayout: MIN_PAYOUT, holdDays: HOLD_DAYS } };
  // Starts late in a Vietnam day, so the first hours already cross a midnight.
  let t = Date.now() - 200 * DAY_MS;
  t -= (t % DAY_MS) - 16 * HOUR - 30 * 60 * 1000;
  let keys = 0;

  for (const step of ops) {
    const at = new Date(t);
    if (step.kind === 'advance') {
      t += step.ms;
    } else if (step.kind === 'sale') {
      const made = await paidOrder(api, payees[step.creator].uid, step.price, at);
      const affiliateId = step.affiliate === null ? null : payees[step.affiliate].uid;
      const [order] = await db
        .update(orders)
        .set({ affiliateId, commissionRate: step.rate })
        .where(eq(orders.id, made.id))
        .returning();
      await db.transaction((tx) =>
        postSale(tx, { order, amountReceived: step.price, at, holdDays: HOLD_DAYS, affiliateId }),
      );
      if (step.price > 0) {
        sales.push({ orderId: order.id, productId: made.productId as string, price: step.price, refunded: false });
      }
    } else if (step.kind === 'refund' && sales.length > 0) {
      const sale = sales[step.pick % sales.length];
      // As the refund's approval does: the reversal and the order's status, in one transaction.
      await db.transaction(async (tx) => {
        await postRefund(tx, sale.orderId, at);
        await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, sale.orderId));
      });
      sale.refunded = true;
    } else if (step.kind === 'send') {
      const refunded = sales.filter((sale) => sale.refunded);
      const sale = refunded[step.pick % Math.max(1, refunded.length)];
      if (sale) await db.transaction((tx) => postRefundSent(tx, sale.orderId, sale.price, at));
    } else if (step.kind === 'click') {
      const productId = step.pick === null || sales.length === 0 ? null : sales[step.pick % sales.length].productId;
      await db
        .insert(affiliateClicks)
        .values({
          affiliateId: payees[step.affiliate].uid,
          productId,
          visitorId: `v${(keys += 1)}`,
          day: vietnamDay(at),
          createdAt: at,
        })
        .onConflictDoNothing();
    } else if (step.kind === 'request') {
      const payee = payees[step.payee];
      const { available } = await balanceOf(db, payee.uid, at);
      const amount = step.amount === 'all' ? Math.max(available, MIN_PAYOUT) : step.amount;
      const payout = await atTime(t, () =>
        requestPayout(
          { amount, paymentMethodId: payee.method, requestKey: `bal-${SEED}-${(keys += 1)}` },
          contextFor(api, payee.uid, config),
        ),
      ).catch(() => null);
      // Refused (below the minimum, above the available balance, one already open): nothing was posted.
      expect(Boolean(payout)).toBe(!payee.open && amount >= MIN_PAYOUT && amount <= available);
      if (payout) payee.open = payout.id;
    } else if (step.kind === 'decide') {
      const payee = payees[step.payee];
      if (payee.open) {
        const payoutId = payee.open;
        const ctx = contextFor(api, admin);
        if (step.paid) await atTime(t, () => markPayoutPaid({ payoutId, reference: `FT${payoutId}` }, ctx));
        else await atTime(t, () => markPayoutFailed({ payoutId, reason: 'Ngân hàng từ chối' }, ctx));
        payee.open = null;
      }
    }

    expect(await checkStoredBalances(db)).toEqual([]);
    expect(await checkStoredRollups(db)).toEqual([]);
    for (const uid of uids) {
      for (const when of [t, t + HOLD_DAYS * DAY_MS + 1]) {
        const moment = new Date(when);
        expect({ uid, ...(await balanceOf(db, uid, moment)) }).toEqual({
          uid,
          ...(await balanceFromLines(db, uid, moment)),
        });
      }
      const rows = await checkStoredBalances(db, { userId: uid });
      expect(rows.every((row) => row.stored === row.recomputed)).toBe(true);
    }
    const daily = await dailyOf(db, uids);
    expect(daily.fromRows).toEqual(daily.fromLines);
    const links = await linksOf(db, uids);
    expect(links.stored).toEqual(links.recomputed);
  }
}

it(`keeps the stored balances and rollups equal to the lines (seed ${SEED}, ${RUNS} runs)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 24 }), (ops) => run(ops)),
    { numRuns: RUNS, seed: SEED },
  );
}, 300_000);

it('refuses a write to a summary that does not come from its trigger', async () => {
  const db = api.app.database.db;
  for (const text of [
    `insert into ledger_balances (user_id, account, role, amount, sales, gross, refunded) values (null, 'cash', 'x', 1, 0, 0, 0)`,
    `update ledger_daily set amount = amount + 1`,
    `delete from ledger_product_daily`,
    `truncate ledger_balances`,
    `delete from affiliate_links`,
    `insert into affiliate_links (affiliate_id, product_id) values ('x', 'y')`,
  ]) {
    const refused = await db.execute(sql.raw(text)).then(
      () => null,
      (error: unknown) => (error as { cause?: Error }).cause?.message,
    );
    expect(refused).toMatch(/written by triggers only/);
  }
});
