// listUnmatchedTransfers: the admin queue of received transfers that paid nothing, or paid too much.
import { desc, eq, gt, or } from 'drizzle-orm';
import { bankTransfers } from '../../db/schema';
import { requireRole, type Handler } from '../../http/context';

export const listUnmatchedTransfers: Handler<'listUnmatchedTransfers'> = async (_input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await ctx.db
    .select()
    .from(bankTransfers)
    .where(or(eq(bankTransfers.status, 'unmatched'), gt(bankTransfers.excess, 0)))
    .orderBy(desc(bankTransfers.receivedAt), desc(bankTransfers.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    providerId: row.providerId,
    amount: row.amount,
    content: row.content,
    accountNumber: row.accountNumber,
    reason: row.reason,
    toRefund: row.excess,
    receivedAt: row.receivedAt.toISOString(),
  }));
};
