// getAdminStats: the platform's totals (people, catalogue, applications waiting, paid orders) for admins.
import { eq, sql } from 'drizzle-orm';
import { creatorApplications, products, orders, userCounts } from '../../db/schema';
import { requireRole, type Handler } from '../../http/context';
import { listed } from '../catalog/products';

export const getAdminStats: Handler<'getAdminStats'> = async (_input, ctx) => {
  await requireRole(ctx, 'admin');
  const [[people], [catalogue], [pendingApplications], [money]] = await Promise.all([
    // Counted by the database as users change (user_counts), not by reading every user.
    ctx.db.select({ users: userCounts.users, creators: userCounts.creators }).from(userCounts),
    ctx.db
      .select({
        published: sql<number>`count(*) filter (where ${listed()})::int`,
        // New products and changes to published ones, as listPendingProducts lists them.
        pending: sql<number>`count(*) filter (where ${products.status} = 'pending' or (${products.status} = 'published' and ${products.pendingChanges} is not null and ${products.pendingChanges}->>'rejectionReason' is null))::int`,
      })
      .from(products),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creatorApplications)
      .where(eq(creatorApplications.status, 'pending')),
    ctx.db
      .select({
        paid: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.price}), 0)::bigint`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.status, 'paid')),
  ]);
  return {
    users: people?.users ?? 0,
    creators: people?.creators ?? 0,
    publishedProducts: catalogue?.published ?? 0,
    pendingProducts: catalogue?.pending ?? 0,
    pendingApplications: pendingApplications?.n ?? 0,
    paidTransactions: money?.paid ?? 0,
    revenue: money?.revenue ?? 0,
  };
};
