// getAdminStats: the platform's totals (people, catalogue, applications waiting, paid orders) for admins.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { creatorApplications, ledgerBalances, orderRefunds, products, userCounts } from '../../db/schema';
import { requireRole, type Handler } from '../../http/context';
import { listed } from '../catalog/products';

export const getAdminStats: Handler<'getAdminStats'> = async (_input, ctx) => {
  await requireRole(ctx, 'admin');
  const [[people], [catalogue], [pendingApplications], [money], [refunds]] = await Promise.all([
    // Counted by the database as users change (user_counts), not by reading every user.
    ctx.prepared.select({ users: userCounts.users, creators: userCounts.creators }).from(userCounts),
    ctx.prepared
      .select({
        published: sql<number>`count(*) filter (where ${listed()})::int`,
        // New products and changes to published ones, as listPendingProducts lists them.
        pending: sql<number>`count(*) filter (where ${products.status} = 'pending' or (${products.status} = 'published' and ${products.pendingChanges} is not null and ${products.pendingChanges}->>'rejectionReason' is null))::int`,
      })
      .from(products),
    ctx.prepared
      .select({ n: sql<number>`count(*)::int` })
      .from(creatorApplications)
      .where(eq(creatorApplications.status, 'pending')),
    // Paid orders: every sale the ledger posted (one cash line each, counted with its price in the platform's
    // stored balances) less the refunded orders, counted by the database as orders become refunded
    // (order_refunds): a few stored rows, whatever the platform has sold or refunded.
    ctx.prepared
      .select({
        sales: sql<string>`coalesce(sum(${ledgerBalances.sales}), 0)::text`,
        gross: sql<string>`coalesce(sum(${ledgerBalances.gross}), 0)::text`,
      })
      .from(ledgerBalances)
      .where(and(isNull(ledgerBalances.userId), eq(ledgerBalances.account, 'cash'))),
    ctx.prepared.select({ orders: orderRefunds.orders, gross: orderRefunds.gross }).from(orderRefunds),
  ]);
  return {
    users: people?.users ?? 0,
    creators: people?.creators ?? 0,
    publishedProducts: catalogue?.published ?? 0,
    pendingProducts: catalogue?.pending ?? 0,
    pendingApplications: pendingApplications?.n ?? 0,
    paidTransactions: Number(money?.sales ?? 0) - (refunds?.orders ?? 0),
    revenue: Number(money?.gross ?? 0) - (refunds?.gross ?? 0),
  };
};
