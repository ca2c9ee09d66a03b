// getAffiliateDashboard: the signed-in user's affiliate figures. Definitions (api/README.md "Affiliates"):
// - clicks: recorded clicks in the period; signups: accounts created in the period with the user's code;
//   orders: attributed orders paid in the period; conversion = orders / clicks;
// - commission (period and daily): the user's commission lines of the ledger posted in the period, net of
//   refund reversals;
// - balance: pending = commissions still in their hold; available = matured commissions, at most the
//   user's whole available balance; paid = what payouts took of the matured commissions, at most the
//   user's paid-out total. Payouts are counted against creator earnings first, so for a user who is not a
//   creator this is exactly their payout overview, and for a creator it never claims more than was paid.
// Days are Vietnam days; the period is the last `days` days including today.
import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { and, desc, eq, gt, gte, inArray, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  affiliateClicks,
  affiliateReferrals,
  courses,
  ledgerEntries,
  ledgerLines,
  products,
  orders,
  users,
} from '../../db/schema';
import { balanceOf, DAY_MS } from '../../domain/ledger';
import { requireUser, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { maskBuyer } from '../ledger/mask';
import { startOfVietnamDay, vietnamDay, vietnamDays } from '@app/shared/time/vietnam';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.affiliates;

/** At most this many product links (the most recently active first). */
const MAX_LINKS = 50;

const myCommission = (uid: string) =>
  and(eq(ledgerLines.userId, uid), eq(ledgerLines.account, 'payable'), eq(ledgerLines.role, 'commission'));

export const getAffiliateDashboard: Handler<'getAffiliateDashboard'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const days = input?.days ?? 30;
  const at = now();
  const start = new Date(startOfVietnamDay(at).getTime() - (days - 1) * DAY_MS);
  const db = ctx.db;
  const uid = user.uid;
  const paidMine = and(eq(orders.affiliateId, uid), eq(orders.status, 'paid'));

  const [clicksByDay, [signups], periodOrders, periodCommission, [matured], overall, links, recent] = await Promise.all(
    [
      db
        .select({ day: affiliateClicks.day, n: sql<number>`count(*)::int` })
        .from(affiliateClicks)
        .where(and(eq(affiliateClicks.affiliateId, uid), gte(affiliateClicks.createdAt, start)))
        .groupBy(affiliateClicks.day),
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
      db
        .select({ paidAt: orders.paidAt })
        .from(orders)
        .where(and(paidMine, gte(orders.paidAt, start))),
      db
        .select({ at: ledgerLines.createdAt, amount: ledgerLines.amount })
        .from(ledgerLines)
        .where(and(myCommission(uid), gte(ledgerLines.createdAt, start))),
      db
        .select({
          pending: sql<string>`coalesce(sum(case when ${gt(ledgerLines.availableAt, at)} then -${ledgerLines.amount} end), 0)::text`,
          matured: sql<string>`coalesce(sum(case when ${lte(ledgerLines.availableAt, at)} then -${ledgerLines.amount} end), 0)::text`,
        })
        .from(ledgerLines)
        .where(myCommission(uid)),
      balanceOf(db, uid, at),
      linksOf(db, uid, user.affiliateCode),
      recentConversions(db, uid, at),
    ],
  );

  const daily = new Map(vietnamDays(start, days).map((day) => [day, { clicks: 0, orders: 0, commission: 0 }]));
  let clicks = 0;
  for (const row of clicksByDay) {
    clicks += row.n;
    const point = daily.get(row.day);
    if (point) point.clicks += row.n;
  }
  for (const order of periodOrders) {
    const point = order.paidAt && daily.get(vietnamDay(order.paidAt));
    if (point) point.orders += 1;
  }
  let commission = 0;
  for (const line of periodCommission) {
    commission -= line.amount;
    const point = daily.get(vietnamDay(line.at));
    if (point) point.commission -= line.amount;
  }

  const maturedCommission = Number(matured?.matured ?? 0);
  const available = Math.min(maturedCommission, overall.available);
  const paid = Math.max(0, Math.min(maturedCommission - available, overall.paidOut));
  const orderCount = periodOrders.length;
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
    commission: { pending: Number(matured?.pending ?? 0), available, paid },
    daily: [...daily.entries()].map(([day, point]) => ({ day, ...point })),
    recent,
  };
  return answer;
};

/** The catalogue link, then each product (or the academy) the user had clicks or paid orders on. */
async function linksOf(db: Queryable, uid: string, code: string): Promise<AffiliateDashboard['links']> {
  const ref = `?ref=${encodeURIComponent(code)}`;
  const [clicked, ordered] = await Promise.all([
    db
      .select({ productId: affiliateClicks.productId, title: products.title, last: max(affiliateClicks.createdAt) })
      .from(affiliateClicks)
      .innerJoin(products, eq(products.id, affiliateClicks.productId))
      .where(eq(affiliateClicks.affiliateId, uid))
      .groupBy(affiliateClicks.productId, products.title),
    db
      .select({
        productId: orders.productId,
        courseId: orders.courseId,
        title: sql<string>`coalesce(${products.title}, ${courses.title}, max(${orders.productTitle}))`,
        last: max(orders.createdAt),
      })
      .from(orders)
      .leftJoin(products, eq(products.id, orders.productId))
      .leftJoin(courses, eq(courses.id, orders.courseId))
      .where(and(eq(orders.affiliateId, uid), eq(orders.status, 'paid')))
      .groupBy(orders.productId, orders.courseId, products.title, courses.title),
  ]);
  const byTarget = new Map<string, { productId: string | null; title: string; path: string; last: number }>();
  const add = (key: string, link: { productId: string | null; title: string; path: string }, last: Date | null) => {
    const time = last?.getTime() ?? 0;
    const known = byTarget.get(key);
    if (!known || known.last < time) byTarget.set(key, { ...link, last: time });
  };
  for (const row of clicked) {
    if (!row.productId) continue;
    const productId = row.productId;
    add(
      `p:${productId}`,
      { productId, title: row.title, path: `/product/${encodeURIComponent(productId)}${ref}` },
      row.last,
    );
  }
  for (const row of ordered) {
    if (row.productId) {
      const productId = row.productId;
      add(
        `p:${productId}`,
        { productId, title: row.title, path: `/product/${encodeURIComponent(productId)}${ref}` },
        row.last,
      );
    } else if (row.courseId) {
      add(`c:${row.courseId}`, { productId: null, title: row.title, path: `/salepage${ref}` }, row.last);
    }
  }
  const promoted = [...byTarget.values()]
    .sort((a, b) => b.last - a.last)
    .slice(0, MAX_LINKS)
    .map(({ last: _last, ...link }) => link);
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
    .leftJoin(ledgerLines, and(eq(ledgerLines.entryId, ledgerEntries.id), myCommission(uid)))
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
