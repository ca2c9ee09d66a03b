// getAdminDashboard (/admin): the platform's figures of a period beside the period before it, the daily
// series and what waits in each queue. Money comes from the ledger, defined as the creators' dashboard does
// (creator-dashboard/dashboard.ts), so the two agree: a sale counts on the Vietnam day its entry was posted, at its
// order's price; the creators' gross of a period is this revenue less the academy's sales.
import { and, count, eq, gte, inArray, isNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import {
  bankTransfers,
  creatorApplications,
  ledgerDaily,
  payouts,
  products,
  refundRequests,
  ordersDaily,
  reviews,
  userCounts,
} from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { requireRole, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { listed } from '../catalog/products';
import { openTransfers } from './transfers';
import { startOfVietnamDay, vietnamDay, vietnamDays } from '@app/shared/time/vietnam';
import type { AdminPeriod } from '@app/shared/contracts/admin';

/** As listPendingProducts lists them: new products and material changes to published ones. */
const awaitingModeration = sql`(${products.status} = 'pending' or (${products.status} = 'published' and ${products.pendingChanges} is not null and ${products.pendingChanges}->>'rejectionReason' is null))`;

/** A count (or a stored one) as one column of the figures' one row: 0 where there is no row. */
const scalar = (query: SQLWrapper) => sql<number>`coalesce((${query}), 0)::int`;

const zero = (): AdminPeriod => ({
  revenue: 0,
  platformRevenue: 0,
  refunded: 0,
  orders: 0,
  created: 0,
  createdPaid: 0,
});

export const getAdminDashboard: Handler<'getAdminDashboard'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const days = input?.days ?? 30;
  const at = now();
  const today = startOfVietnamDay(at);
  const currentStart = new Date(today.getTime() - (days - 1) * DAY_MS);
  const previousStart = new Date(currentStart.getTime() - days * DAY_MS);
  // The current period runs to the end of today (a test clock set in the past never counts later sales).
  const end = new Date(today.getTime() + DAY_MS);
  // Planned for each call's values (the ordinary handle): on the generic plan of a named statement, the period's
  // range reads at a million orders took 0.8–0.9 s (p50) instead of tens of milliseconds.
  const db = ctx.db;

  // The sales and refunds of the window from the platform's daily rollups (kept by the database from the lines;
  // the platform's accounts have no owner): a sale has one cash line (what the transfer brought) and at most one
  // excess line (what it brought above the price), so cash + excess is the order's price; its fee or academy
  // line (credits are negative) is the platform's share; a refund's excess line carries its order's price.
  const platformDays = and(
    isNull(ledgerDaily.userId),
    gte(ledgerDaily.day, vietnamDay(previousStart)),
    lt(ledgerDaily.day, vietnamDay(end)),
  );
  // The catalogue's counts in one read of the products; every other count beside them.
  const catalogue = db
    .select({
      published: sql<number>`count(*) filter (where ${listed()})::int`.as('published'),
      pending: sql<number>`count(*) filter (where ${awaitingModeration})::int`.as('pending'),
    })
    .from(products)
    .as('catalogue');
  const [[counts], sales, refunds, created] = await Promise.all([
    // Every count in one statement (one round trip instead of eight, on a pool of ten connections that ten
    // admins' dashboards would otherwise fill eight times over): each its own index or stored row.
    db
      .select({
        // Counted by the database as users change (user_counts), not by reading every user.
        users: scalar(db.select({ n: userCounts.users }).from(userCounts)),
        creators: scalar(db.select({ n: userCounts.creators }).from(userCounts)),
        suspended: scalar(db.select({ n: userCounts.suspended }).from(userCounts)),
        published: catalogue.published,
        pending: catalogue.pending,
        applications: scalar(
          db.select({ n: count() }).from(creatorApplications).where(eq(creatorApplications.status, 'pending')),
        ),
        // The admin's transfer queue, as its open tab lists it.
        transfers: scalar(db.select({ n: count() }).from(bankTransfers).where(openTransfers)),
        // An approved refund still has to be sent.
        refunds: scalar(
          db
            .select({ n: count() })
            .from(refundRequests)
            .where(inArray(refundRequests.status, ['pending', 'approved'])),
        ),
        payouts: scalar(db.select({ n: count() }).from(payouts).where(eq(payouts.status, 'requested'))),
        // Reported reviews no admin has decided (their own partial index).
        reviews: scalar(
          db
            .select({ n: count() })
            .from(reviews)
            .where(sql`${reviews.openReports} > 0`),
        ),
      })
      .from(catalogue),
    db
      .select({
        day: ledgerDaily.day,
        revenue: sql<string>`coalesce(sum(${ledgerDaily.amount}) filter (where ${ledgerDaily.account} in ('cash', 'excess')), 0)::text`,
        platform: sql<string>`coalesce(-sum(${ledgerDaily.amount}) filter (where ${ledgerDaily.account} in ('fee', 'academy')), 0)::text`,
        orders: sql<number>`coalesce(sum(${ledgerDaily.sales}) filter (where ${ledgerDaily.account} = 'cash'), 0)::int`,
      })
      .from(ledgerDaily)
      .where(
        and(
          platformDays,
          inArray(ledgerDaily.account, ['cash', 'excess', 'fee', 'academy']),
          eq(ledgerDaily.role, 'sale'),
        ),
      )
      .groupBy(ledgerDaily.day),
    db
      .select({ day: ledgerDaily.day, refunded: ledgerDaily.refunded })
      .from(ledgerDaily)
      .where(and(platformDays, eq(ledgerDaily.account, 'excess'), eq(ledgerDaily.role, 'refund'))),
    // Orders made per day and how many of them are paid, kept by the database (orders_daily: counted when an
    // order is inserted and when its sale entry is, on the day the order was made).
    db
      .select({ day: ordersDaily.day, created: ordersDaily.created, paid: ordersDaily.createdPaid })
      .from(ordersDaily)
      .where(and(gte(ordersDaily.day, vietnamDay(previousStart)), lt(ordersDaily.day, vietnamDay(end)))),
  ]);

  const current = zero();
  const previous = zero();
  const currentDays = vietnamDays(currentStart, days);
  const firstCurrentDay = currentDays[0];
  const daily = new Map(currentDays.map((day) => [day, { revenue: 0, orders: 0 }]));
  const periodOf = (day: string) => (day >= firstCurrentDay ? current : previous);
  for (const row of sales) {
    const period = periodOf(row.day);
    const revenue = Number(row.revenue);
    period.revenue += revenue;
    period.platformRevenue += Number(row.platform);
    period.orders += row.orders;
    const point = daily.get(row.day);
    if (point) {
      point.revenue += revenue;
      point.orders += row.orders;
    }
  }
  for (const row of refunds) periodOf(row.day).refunded += Number(row.refunded);
  for (const row of created) {
    const period = periodOf(row.day);
    period.created += row.created;
    period.createdPaid += row.paid;
  }

  return {
    days,
    users: counts?.users ?? 0,
    creators: counts?.creators ?? 0,
    suspendedUsers: counts?.suspended ?? 0,
    publishedProducts: counts?.published ?? 0,
    pendingProducts: counts?.pending ?? 0,
    current,
    previous,
    daily: [...daily.entries()].map(([day, point]) => ({ day, ...point })),
    queues: {
      products: counts?.pending ?? 0,
      applications: counts?.applications ?? 0,
      transfers: counts?.transfers ?? 0,
      refunds: counts?.refunds ?? 0,
      payouts: counts?.payouts ?? 0,
      reviews: counts?.reviews ?? 0,
    },
  };
};
