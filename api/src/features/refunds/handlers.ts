// requestProductRefund, listMyRefundRequests: a buyer asks for a product's money back within
// PRODUCT_REFUND_WINDOW_DAYS of paying (the earnings' hold, so the creator's share reverses inside pending),
// once at a time; an admin decides (features/admin/refunds.ts). The buyer keeps the product meanwhile.
import { PRODUCT_REFUND_WINDOW_DAYS } from '@app/shared/contracts/refunds';
import { serverMessages } from '@app/shared/messages/server';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { refundRequests, transactions } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { requireUser, type Handler } from '../../http/context';
import { aborted, permissionDenied } from '../../http/errors';
import { now } from '../../lib/clock';
import { shortId } from '../../lib/ids';
import { newestFirst, selectRefundRequests, toMyRefundRequest } from './requests';

const MSG = serverMessages.refunds;

/** Requests that block a new one for the same product: one open (pending or approved) at a time. */
const OPEN = ['pending', 'approved'] as const;

export const requestProductRefund: Handler<'requestProductRefund'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const at = now();
  const [order] = await ctx.db
    .select({ id: transactions.id, price: transactions.price, paidAt: transactions.paidAt })
    .from(transactions)
    .where(
      and(
        eq(transactions.buyerId, user.uid),
        eq(transactions.productId, input.productId),
        eq(transactions.status, 'paid'),
        isNotNull(transactions.paidAt),
      ),
    )
    .orderBy(desc(transactions.paidAt))
    .limit(1);
  if (!order?.paidAt) throw permissionDenied(MSG.notPurchased);
  const [open] = await ctx.db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.userId, user.uid),
        eq(refundRequests.productId, input.productId),
        inArray(refundRequests.status, [...OPEN]),
      ),
    )
    .limit(1);
  if (open) throw aborted(MSG.requested);
  if (at.getTime() >= order.paidAt.getTime() + PRODUCT_REFUND_WINDOW_DAYS * DAY_MS) {
    throw permissionDenied(MSG.window);
  }
  const id = shortId(12);
  try {
    await ctx.db.insert(refundRequests).values({
      id,
      kind: 'product',
      userId: user.uid,
      productId: input.productId,
      orderId: order.id,
      amount: order.price,
      reason: input.reason,
      createdAt: at,
    });
  } catch (error) {
    // A concurrent request won the partial unique index: one open request per user and product.
    if (isUniqueViolation(error, 'refund_requests_open_product_uq')) throw aborted(MSG.requested);
    throw error;
  }
  const [row] = await selectRefundRequests(ctx.db).where(eq(refundRequests.id, id)).limit(1);
  return toMyRefundRequest(row);
};

/** The signed-in user's requests, products and courses, newest first. */
export const listMyRefundRequests: Handler<'listMyRefundRequests'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const rows = await selectRefundRequests(ctx.db)
    .where(eq(refundRequests.userId, user.uid))
    .orderBy(...newestFirst)
    .limit(200);
  return rows.map(toMyRefundRequest);
};
