// The refund guarantee (docs/product.md §9): 100 % within REFUND_WINDOW_DAYS of payment if no first product is made.
// requestCourseRefund records a request for the admin queue (listRefundRequests); access is kept meanwhile.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { REFUND_WINDOW_DAYS, type RefundEligibility } from '@app/shared/contracts/academy';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { products, refundRequests, transactions } from '../../db/schema';
import { requireRole, type Handler } from '../../http/context';
import { aborted, permissionDenied } from '../../http/errors';
import { shortId } from '../../lib/ids';
import { buyerBankAccount, newestFirst, selectRefundRequests, toRefundRequest } from '../refunds/requests';
import { MSG, requireLearner } from './access';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Statuses that block a new request: one open (pending or approved) request at a time; a sent refund ends it. */
const BLOCKING = new Set(['pending', 'approved', 'sent']);

/** The user's paid orders of the given courses. */
export async function paidCourseOrders(db: Queryable, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({
      id: transactions.id,
      courseId: transactions.courseId,
      price: transactions.price,
      paidAt: transactions.paidAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.buyerId, userId),
        inArray(transactions.courseId, courseIds),
        eq(transactions.status, 'paid'),
        isNotNull(transactions.paidAt),
      ),
    );
  return rows.map((row) => ({ ...row, courseId: row.courseId as string, paidAt: row.paidAt as Date }));
}

/** Whether the refund may be asked now, and why not; shared by listMyCourses and requestCourseRefund. */
export async function refundEligibility(
  db: Queryable,
  userId: string,
  courseId: string,
  now: Date,
): Promise<RefundEligibility & { order: { id: string; price: number } | null }> {
  const [[order], [latest], [product]] = await Promise.all([
    paidCourseOrders(db, userId, [courseId]),
    db
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.userId, userId), eq(refundRequests.courseId, courseId)))
      .orderBy(desc(refundRequests.createdAt))
      .limit(1),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.creatorId, userId), inArray(products.status, ['pending', 'published'])))
      .limit(1),
  ]);
  const request = latest
    ? { id: latest.id, status: latest.status, reason: latest.reason, decisionNote: latest.decisionNote }
    : null;
  const deadline = order ? new Date(order.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
  let blockedBy: RefundEligibility['blockedBy'] = null;
  if (!order || !deadline) blockedBy = 'not-purchased';
  else if (latest && BLOCKING.has(latest.status)) blockedBy = 'requested';
  else if (now.getTime() >= deadline.getTime()) blockedBy = 'window';
  else if (product) blockedBy = 'product';
  return {
    eligible: blockedBy === null,
    blockedBy,
    deadline: deadline?.toISOString() ?? null,
    request,
    order: order ? { id: order.id, price: order.price } : null,
  };
}

const REFUSAL = {
  'not-purchased': () => permissionDenied(MSG.refundNotPurchased),
  window: () => permissionDenied(MSG.refundWindow),
  product: () => permissionDenied(MSG.refundProduct),
  requested: () => aborted(MSG.refundRequested),
} as const;

const publicEligibility = ({ order: _order, ...eligibility }: Awaited<ReturnType<typeof refundEligibility>>) =>
  eligibility;

/** Records the request (the order and its amount) for the admin queue; the student keeps the course. */
export const requestCourseRefund: Handler<'requestCourseRefund'> = async (input, ctx) => {
  const { user } = await requireLearner(ctx, input.courseId);
  const now = new Date();
  const eligibility = await refundEligibility(ctx.db, user.uid, input.courseId, now);
  if (eligibility.blockedBy || !eligibility.order) throw REFUSAL[eligibility.blockedBy ?? 'not-purchased']();
  try {
    await ctx.db.insert(refundRequests).values({
      id: shortId(12),
      kind: 'course',
      userId: user.uid,
      courseId: input.courseId,
      orderId: eligibility.order.id,
      amount: eligibility.order.price,
      reason: input.reason,
      createdAt: now,
    });
  } catch (error) {
    // A concurrent request won the partial unique index: one open request per user and course.
    if (isUniqueViolation(error, 'refund_requests_open_course_uq')) throw aborted(MSG.refundRequested);
    throw error;
  }
  return publicEligibility(await refundEligibility(ctx.db, user.uid, input.courseId, now));
};

/** The admin queue: newest first, optionally one status. */
export const listRefundRequests: Handler<'listRefundRequests'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await selectRefundRequests(ctx.db)
    .where(input?.status ? eq(refundRequests.status, input.status) : undefined)
    .orderBy(...newestFirst)
    .limit(500);
  // An approved refund whose buyer had no bank account then shows the one they have added since (it is
  // the account markRefundSent will copy), so the admin can send the money without asking again.
  return Promise.all(
    rows.map(async (row) => {
      const request = toRefundRequest(row);
      if (request.status !== 'approved' || request.accountNumber) return request;
      const account = await buyerBankAccount(ctx.db, request.userId);
      return account ? { ...request, ...account } : request;
    }),
  );
};
