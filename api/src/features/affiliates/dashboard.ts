// getAffiliateDashboard: the signed-in user's affiliate figures. Definitions (api/README.md "Affiliates"):
// - clicks: recorded clicks in the period; signups: accounts created in the period with the user's code;
//   orders: attributed orders paid in the period; conversion = orders / clicks;
// - commission (period and daily): the user's commission lines of the ledger posted in the period, net of
//   refund reversals (their daily rollup, stored by the database);
// - balance: pending = commissions still in their hold; available = matured commissions, at most the
//   user's whole available balance; paid = what payouts took of the matured commissions, at most the
//   user's paid-out total. Payouts are counted against creator earnings first, so for a user who is not a
//   creator this is exactly their payout overview, and for a creator it never claims more than was paid.
// Days are Vietnam days; the period is the last `days` days including today.
import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  affiliateClicksDaily,
  affiliateLinks,
  affiliateReferrals,
  courses,
  ledgerDaily,
  ledgerEntries,
  ledgerLines,
  products,
  orders,
  users,
} from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { balanceAndRoleOf, heldOf, payableRows } from '../../domain/balances';
import { requireUser, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { maskBuyer } from '../ledger/mask';
import { startOfVietnamDay, vietnamDay, vietnamDays } from '@app/shared/time/vietnam';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.affiliates;

/** At most this many product links (the most recently active first). */
const MAX_LINKS = 50;

export const getAffiliateDashboard: Handler<'getAffiliateDashboard'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const days = input?.days ?? 30;
  const at = now();
  const start = new Date(startOfVietnamDay(at).getTime() - (days - 1) * DAY_MS);
  const db = ctx.db;
  const uid = user.uid;
  const paidMine = and(eq(orders.affiliateId, uid), eq(orders.status, 'paid'));

  const [clicksByDay, [signups], periodOrders, periodCommission, money, pendingCommission, links, recent] =
    await Promise.all([
      // The period's clicks per day, counted by the database as they come (affiliate_clicks_daily): a row per
      // day, however many clicks the affiliate's links draw.
      db
        .select({ day: affiliateClicksDaily.day, n: affiliateClicksDaily.clicks })
        .from(affiliateClicksDaily)
        .where(and(eq(affiliateClicksDaily.affiliateId, uid), gte(affiliateClicksDaily.day, vietnamDay(start)))),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(affiliateReferrals)
        .where(
          and(
            eq(affiliateReferrals.affiliateId, uid),
            isNotNull(affiliateReferrals.referredUserId),
            gte(affiliateReferrals.createdAt, start),
          ),
        ),
      // The period's paid orders counted per Vietnam day by the database (from the index of the affiliate's paid
      // orders): a row per day comes back, not one per order (1,600 in 30 days for the big affiliate).
      db
        .select({
          day: sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`,
          n: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(and(paidMine, gte(orders.paidAt, start)))
        .groupBy(sql`1`),
      db
        .select({ day: ledgerDaily.day, amount: ledgerDaily.amount })
        .from(ledgerDaily)
        .where(and(payableRows(ledgerDaily, uid, 'commission'), gte(ledgerDaily.day, vietnamDay(start)))),
      // The balance and all commission earned, from one read of the stored balances; what of it is still in its
      // hold, from the commission lines available later.
      balanceAndRoleOf(db, uid, at, 'commission'),
      heldOf(db, uid, at, 'commission'),
      linksOf(db, uid, user.affiliateCode),
      recentConversions(db, uid, at),
    ]);

  const daily = new Map(vietnamDays(start, days).map((day) => [day, { clicks: 0, orders: 0, commission: 0 }]));
  let clicks = 0;
  for (const row of clicksByDay) {
    clicks += row.n;
    const point = daily.get(row.day);
    if (point) point.clicks += row.n;
  }
  let orderCount = 0;
  for (const row of periodOrders) {
    orderCount += row.n;
    const point = daily.get(row.day);
    if (point) point.orders += row.n;
  }
  let commission = 0;
  for (const row of periodCommission) {
    commission -= row.amount;
    const point = daily.get(row.day);
    if (point) point.commission -= row.amount;
  }

  const { balance: overall, role: earned } = money;
  const maturedCommission = 0 - earned.amount - pendingCommission;
  const available = Math.min(maturedCommission, overall.available);
  const paid = Math.max(0, Math.min(maturedCommission - available, overall.paidOut));
  const answer: AffiliateDashboard = {
    code: user.affiliateCode,
    days,
    links,
    period: {
      clicks,
      signups: signups?.n ?? 0,
      orders: orderCount,
      conversionRate: clicks > 0 ? orderCount / clicks : 0,
      commission,
    },
    commission: { pending: pendingCommission, available, paid },
    daily: [...daily.entries()].map(([day, point]) => ({ day, ...point })),
    recent,
  };
  return answer;
};

/**
 * The catalogue link, then each product (or the academy) the user had clicks or paid orders on, the most
 * recently active first: affiliate_links (kept by the database from the clicks and orders) walked backwards.
 */
async function linksOf(db: Queryable, uid: string, code: string): Promise<AffiliateDashboard['links']> {
  const ref = `?ref=${encodeURIComponent(code)}`;
  const rows = await db
    .select({ productId: affiliateLinks.productId, product: products.title, course: courses.title })
    .from(affiliateLinks)
    .leftJoin(products, eq(products.id, affiliateLinks.productId))
    .leftJoin(courses, eq(courses.id, affiliateLinks.courseId))
    .where(and(eq(affiliateLinks.affiliateId, uid), isNotNull(affiliateLinks.lastAt)))
    .orderBy(desc(affiliateLinks.lastAt))
    .limit(MAX_LINKS);
  const promoted = rows.map(({ productId, product, course }) =>
    productId
      ? { productId, title: product ?? '', path: `/product/${encodeURIComponent(productId)}${ref}` }
      : { productId: null, title: course ?? '', path: `/salepage${ref}` },
  );
  return [{ productId: null, title: MSG.catalogueLink, path: `/${ref}` }, ...promoted];
}

/** The last 10 attributed paid orders: the commission the sale credited and where it stands now. */
async function recentConversions(db: Queryable, uid: string, at: Date): Promise<AffiliateDashboard['recent']> {
  const rows = await db
    .select({
      orderId: orders.id,
      title: orders.productTitle,
      price: orders.price,
      paidAt: orders.paidAt,
      buyerName: users.displayName,
      buyerEmail: users.email,
    })
    .from(orders)
    .leftJoin(users, eq(users.uid, orders.buyerId))
    .where(and(eq(orders.affiliateId, uid), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(10);
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.orderId);
  const entries = await db
    .select({
      orderId: ledgerEntries.orderId,
      kind: ledgerEntries.kind,
      amount: ledgerLines.amount,
      availableAt: ledgerLines.availableAt,
    })
    .from(ledgerEntries)
    .leftJoin(ledgerLines, and(eq(ledgerLines.entryId, ledgerEntries.id), payableRows(ledgerLines, uid, 'commission')))
    .where(inArray(ledgerEntries.orderId, orderIds));
  return rows.map((row) => {
    const paidAt = row.paidAt ?? at;
    const sale = entries.find((entry) => entry.orderId === row.orderId && entry.kind === 'sale' && entry.amount);
    const refunded = entries.some((entry) => entry.orderId === row.orderId && entry.kind === 'refund');
    const availableAt = sale?.availableAt ?? paidAt;
    const status = refunded ? 'reversed' : availableAt.getTime() > at.getTime() ? 'pending' : 'available';
    return {
      orderId: row.orderId,
      title: row.title,
      buyer: maskBuyer(row.buyerName, row.buyerEmail, MSG.anonymousBuyer),
      amount: row.price,
      commission: -(sale?.amount ?? 0),
      status,
      paidAt: paidAt.toISOString(),
      availableAt: availableAt.toISOString(),
    };
  });
}
