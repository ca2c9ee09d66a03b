// The buyer's refund calls: ask a course's or a product's money back (checked by ./eligibility.ts), see
// whether each owned product may be asked back, list one's requests. A request waits for an admin
// (./admin-calls.ts); the buyer keeps the item meanwhile.
import { serverMessages } from '@app/shared/messages/server';
import { and, eq, isNotNull } from 'drizzle-orm';
import { isUniqueViolation, type Db, type Queryable } from '../../db/client';
import { libraryItems, refundRequests } from '../../db/schema';
import { requireUser, type Handler } from '../../http/context';
import { aborted, permissionDenied } from '../../http/errors';
import { now } from '../../lib/clock';
import { shortId } from '../../lib/ids';
import { requireLearner } from '../course-access/learner';
import { courseRefundEligibility, productRefundEligibility, publicEligibility } from './eligibility';
import { newestFirst, selectRefundRequests, toMyRefundRequest } from './requests';
import { notifyRefund } from '../../domain/notifications/events';

const COURSE = serverMessages.academy;
const PRODUCT = serverMessages.refunds;

/** Why a request is refused, as the buyer reads it. */
const REFUSAL = {
  course: {
    'not-purchased': () => permissionDenied(COURSE.refundNotPurchased),
    window: () => permissionDenied(COURSE.refundWindow),
    product: () => permissionDenied(COURSE.refundProduct),
    requested: () => aborted(COURSE.refundRequested),
  },
  product: {
    'not-purchased': () => permissionDenied(PRODUCT.notPurchased),
    window: () => permissionDenied(PRODUCT.window),
    // Products have no such rule; never reached.
    product: () => permissionDenied(PRODUCT.notPurchased),
    requested: () => aborted(PRODUCT.requested),
  },
} as const;

/** The partial unique index that keeps one request open per user and course, or per product order. */
const OPEN_REQUEST_INDEX = {
  course: 'refund_requests_open_course_uq',
  product: 'refund_requests_open_product_order_uq',
} as const;

/**
 * Records the request for the paid order at its price, for the admin queue. One open request per course (per
 * product order): a concurrent request that won that partial unique index is refused like any repeat.
 */
async function recordRequest(
  db: Db,
  request: Pick<
    typeof refundRequests.$inferInsert,
    'kind' | 'userId' | 'courseId' | 'productId' | 'reason' | 'createdAt'
  >,
  order: { id: string; price: number },
): Promise<string> {
  const id = shortId(12);
  try {
    // The request and the buyer's acknowledgement commit together.
    await db.transaction(async (tx) => {
      await tx.insert(refundRequests).values({ ...request, id, orderId: order.id, amount: order.price });
      await notifyRefund(
        tx,
        { id, userId: request.userId, orderId: order.id, amount: order.price },
        {
          kind: 'refundRequested',
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, OPEN_REQUEST_INDEX[request.kind])) throw REFUSAL[request.kind].requested();
    throw error;
  }
  return id;
}

/** Records the request (the order and its amount) for the admin queue; the student keeps the course. */
export const requestCourseRefund: Handler<'requestCourseRefund'> = async (input, ctx) => {
  const { user } = await requireLearner(ctx, input.courseId);
  const at = now();
  const eligibility = await courseRefundEligibility(ctx.db, user.uid, input.courseId, at);
  if (eligibility.blockedBy || !eligibility.order) throw REFUSAL.course[eligibility.blockedBy ?? 'not-purchased']();
  await recordRequest(
    ctx.db,
    { kind: 'course', userId: user.uid, courseId: input.courseId, reason: input.reason, createdAt: at },
    eligibility.order,
  );
  return publicEligibility(await courseRefundEligibility(ctx.db, user.uid, input.courseId, at));
};

/** Records the request for the product's paid order at its price; answers it as the buyer's list shows it. */
export const requestProductRefund: Handler<'requestProductRefund'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const at = now();
  const eligibility = (await productRefundEligibility(ctx.db, user.uid, [input.productId], at)).get(input.productId);
  if (!eligibility?.order || eligibility.blockedBy) {
    throw REFUSAL.product[eligibility?.blockedBy ?? 'not-purchased']();
  }
  const id = await recordRequest(
    ctx.db,
    { kind: 'product', userId: user.uid, productId: input.productId, reason: input.reason, createdAt: at },
    eligibility.order,
  );
  const [row] = await selectRefundRequests(ctx.db).where(eq(refundRequests.id, id)).limit(1);
  return toMyRefundRequest(row);
};

/** Each product in the signed-in user's library: whether its money may be asked back now, and why not. */
export const listMyProductRefundEligibility: Handler<'listMyProductRefundEligibility'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const owned = await ctx.db
    .select({ productId: libraryItems.productId })
    .from(libraryItems)
    .where(and(eq(libraryItems.userId, user.uid), isNotNull(libraryItems.productId)));
  const productIds = owned.map((row) => row.productId as string);
  const found = await productRefundEligibility(ctx.db, user.uid, productIds, now());
  return productIds.flatMap((productId) => {
    const eligibility = found.get(productId);
    return eligibility ? [{ productId, refund: publicEligibility(eligibility) }] : [];
  });
};

/** A buyer's requests, products and courses, newest first (along refund_requests_user_created_idx). */
export const myRefundRequestsQuery = (db: Queryable, uid: string) =>
  selectRefundRequests(db)
    .where(eq(refundRequests.userId, uid))
    .orderBy(...newestFirst)
    .limit(200);

/** The signed-in user's requests, products and courses, newest first. */
export const listMyRefundRequests: Handler<'listMyRefundRequests'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  return (await myRefundRequestsQuery(ctx.db, user.uid)).map(toMyRefundRequest);
};
