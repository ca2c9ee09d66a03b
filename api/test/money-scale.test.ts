// The money scale fixture (scripts/seed-money-scale.ts) at a small size: the rows it writes in bulk must be the
// ones the API's postings would have written — every entry balanced, the platform's cash what the transfers
// brought less what left — and each user's balance, payouts and dashboard, read through the API's own calls,
// exactly what the fixture's rules intend (money-scale/intended.ts computes them without the database).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { now } from '../src/lib/clock';
import { fillMoneyScale } from '../scripts/money-scale/fixture';
import { intendedBalances } from '../scripts/money-scale/intended';
import { affiliateUid, creatorUid, planOrder, shapeFor, type Shape } from '../scripts/money-scale/shape';
import { signIn } from './harness';
import { useApi } from './suite';

const api = useApi({}, { ownDatabase: true });
const ORDERS = 2_000;
let shape: Shape;

beforeAll(async () => {
  shape = shapeFor(ORDERS, now(), api.config.fees);
  await fillMoneyScale(api.app.database.db, shape);
}, 120_000);

async function tokenOf(uid: string): Promise<string> {
  const email = `${uid}@scale.example.com`;
  const password = 'scale-password-1';
  // The emulator is shared: the account may be there already (another run), with another password.
  const auth = api.app.identity.auth;
  await auth.createUser({ uid, email, password }).catch(() => auth.updateUser(uid, { email, password }));
  return signIn(email, password);
}

async function rows<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await api.app.database.db.execute(sql.raw(text)));
}

it('writes only balanced entries, each sale, refund and payout once, and cash is what came in less what left', async () => {
  expect(await rows(`select entry_id from ledger_lines group by entry_id having sum(amount) <> 0`)).toEqual([]);
  const planned = Array.from({ length: ORDERS }, (_, index) => planOrder(index, shape));
  const refunded = planned.filter((order) => order.refunded);
  expect(refunded.length).toBeGreaterThan(ORDERS * 0.015);
  const [counts] = await rows<{ sales: number; refunds: number; sent: number; orders: number; requested: number }>(
    `select count(*) filter (where kind = 'sale' and key like 'sale:MS%')::int as sales,
            count(*) filter (where kind = 'refund' and key like 'refund:MS%')::int as refunds,
            count(*) filter (where kind = 'refund_sent' and key like 'refund:MS%')::int as sent,
            (select count(*) from orders where id like 'MS%')::int as orders,
            count(*) filter (where kind = 'payout_requested' and payout_id like 'MSP%')::int as requested
       from ledger_entries`,
  );
  expect(counts).toMatchObject({ sales: ORDERS, refunds: refunded.length, sent: refunded.length, orders: ORDERS });
  const intended = intendedBalances(shape);
  const payoutCount = [...intended.values()].reduce((sum, user) => sum + user.payouts.length, 0);
  expect(counts.requested).toBe(payoutCount);

  const [cash] = await rows<{ total: string; transfers: string; refunds: string; payouts: string }>(
    `select (select sum(amount) from ledger_lines l join ledger_entries e on e.id = l.entry_id
              where l.account = 'cash' and (e.order_id like 'MS%' or e.payout_id like 'MSP%'))::text as total,
            (select sum(amount) from bank_transfers where provider_id like 'ms-%')::text as transfers,
            (select sum(amount) from refund_requests where id like 'MSR%' and status = 'sent')::text as refunds,
            (select sum(amount) from payouts where id like 'MSP%' and status = 'paid')::text as payouts`,
  );
  expect(Number(cash.total)).toBe(Number(cash.transfers) - Number(cash.refunds) - Number(cash.payouts));
  expect(Number(cash.refunds)).toBe(refunded.reduce((sum, order) => sum + order.price, 0));
});

it('answers every user the balance and payouts the fixture intends', async () => {
  const intended = intendedBalances(shape);
  const bigCreator = creatorUid(0);
  const bigAffiliate = affiliateUid(0);
  expect(intended.get(bigCreator)?.payouts.length).toBeGreaterThan(20);
  expect(intended.get(bigAffiliate)?.payouts.length).toBeGreaterThan(3);
  const checked = [bigCreator, creatorUid(1), creatorUid(shape.creators - 2), bigAffiliate, affiliateUid(1)];
  for (const uid of checked) {
    const want = intended.get(uid);
    if (!want) throw new Error(`nothing intended for ${uid}`);
    const answer = await api.call('getPayoutOverview', null, await tokenOf(uid));
    expect(answer.status).toBe(200);
    const overview = answer.body.result as {
      balance: { pending: number; available: number; requested: number; paidOut: number; owed: number };
      payouts: { amount: number }[];
    };
    expect({ uid, ...overview.balance }).toEqual({
      uid,
      pending: want.pending,
      available: want.available,
      requested: want.requested,
      paidOut: want.paidOut,
      owed: want.owed,
    });
    expect(overview.payouts.map((payout) => payout.amount)).toEqual([...want.payouts].reverse());
  }
});

it("shows the big creator's sales and the quiet creator's none", async () => {
  const intended = intendedBalances(shape);
  const sales = Array.from({ length: ORDERS }, (_, index) => planOrder(index, shape)).filter((o) => o.creator === 0);
  const big = await api.call('getCreatorDashboard', { days: 90 }, await tokenOf(creatorUid(0)));
  expect(big.status).toBe(200);
  const dashboard = big.body.result as {
    totals: { gross: number; count: number; net: number };
    recentSales: unknown[];
  };
  const want = intended.get(creatorUid(0));
  expect(dashboard.totals.count).toBe(sales.length);
  expect(dashboard.totals.gross).toBe(sales.reduce((sum, order) => sum + order.price, 0));
  expect(dashboard.totals.net).toBe(
    (want?.pending ?? 0) + (want?.available ?? 0) + (want?.requested ?? 0) + (want?.paidOut ?? 0),
  );
  expect(dashboard.recentSales).toHaveLength(10);

  const quiet = await api.call('getCreatorDashboard', { days: 7 }, await tokenOf(creatorUid(shape.creators - 1)));
  expect(quiet.status).toBe(200);
  expect(quiet.body.result).toMatchObject({ productCount: 5, totals: { gross: 0, count: 0, net: 0 }, recentSales: [] });
});
