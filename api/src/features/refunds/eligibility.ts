// Whether a buyer may ask a course's or a product's money back now, and why not. Decided here only: the pages
// get it with what they read (listMyCourses, listMyProductRefundEligibility) and a request is checked again.
// - A course (the academy's guarantee): a paid order, within REFUND_WINDOW_DAYS of payment, no product of the
//   buyer's own pending or published, and no request pending, approved or sent (a sent refund ends it).
// - A product: a paid order of more than 0 VND, within PRODUCT_REFUND_WINDOW_DAYS of payment (the earnings'
//   hold, so the creator's share reverses inside pending), and no request of that order pending or approved
//   (a refund of an earlier purchase still being sent does not stop asking back the new one).
import { PRODUCT_REFUND_WINDOW_DAYS, REFUND_WINDOW_DAYS, type RefundEligibility } from '@app/shared/contracts/refunds';
import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { products, refundRequests, orders } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { newestFirst } from './requests';

type RequestRow = typeof refundRequests.$inferSelect;
type PaidOrder = { id: string; price: number; paidAt: Date };

/** The eligibility, and the paid order a request would be for (never sent to the browser). */
export type Eligibility = RefundEligibility & { order: { id: string; price: number } | null };

/** Requests that stop a new one: one open at a time (a product's per order); for a course, a sent refund ends it. */
const OPEN_PRODUCT = ['pending', 'approved'] as const;
const BLOCKING_COURSE = new Set<RequestRow['status']>(['pending', 'approved', 'sent']);

function decide(
  order: PaidOrder | null,
  windowDays: number,
  shown: RequestRow | null,
  blocked: { requested: boolean; product?: boolean },
  now: Date,
): Eligibility {
  const deadline = order ? new Date(order.paidAt.getTime() + windowDays * DAY_MS) : null;
  let blockedBy: RefundEligibility['blockedBy'] = null;
  if (!order || !deadline) blockedBy = 'not-purchased';
  else if (blocked.requested) blockedBy = 'requested';
  else if (now.getTime() >= deadline.getTime()) blockedBy = 'window';
  else if (blocked.product) blockedBy = 'product';
  return {
    eligible: blockedBy === null,
    blockedBy,
    deadline: deadline?.toISOString() ?? null,
    request: shown
      ? { id: shown.id, status: shown.status, reason: shown.reason, decisionNote: shown.decisionNote }
      : null,
    order: order ? { id: order.id, price: order.price } : null,
  };
}

/** The eligibility as the browser sees it (without the order). */
export const publicEligibility = ({ order: _order, ...eligibility }: Eligibility): RefundEligibility => eligibility;

/** The user's paid orders of the items `target` picks. */
const paidOrders = (db: Queryable, userId: string, target: SQL) =>
  db
    .select({
      id: orders.id,
      courseId: orders.courseId,
      productId: orders.productId,
      price: orders.price,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.buyerId, userId), eq(orders.status, 'paid'), isNotNull(orders.paidAt), target));

/** The user's paid orders of the given courses. */
export async function paidCourseOrders(db: Queryable, userId: string, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  const rows = await paidOrders(db, userId, inArray(orders.courseId, courseIds));
  return rows.map((row) => ({ ...row, courseId: row.courseId as string, paidAt: row.paidAt as Date }));
}

/** A course's refund for the user at `now`. */
export async function courseRefundEligibility(
  db: Queryable,
  userId: string,
  courseId: string,
  now: Date,
): Promise<Eligibility> {
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
  const requested = Boolean(latest && BLOCKING_COURSE.has(latest.status));
  return decide(order ?? null, REFUND_WINDOW_DAYS, latest ?? null, { requested, product: Boolean(product) }, now);
}

/** Each product's refund for the user at `now`, by product id. */
export async function productRefundEligibility(
  db: Queryable,
  userId: string,
  productIds: string[],
  now: Date,
): Promise<Map<string, Eligibility>> {
  const answer = new Map<string, Eligibility>();
  if (productIds.length === 0) return answer;
  const [paid, requests] = await Promise.all([
    paidOrders(db, userId, inArray(orders.productId, productIds)).orderBy(desc(orders.paidAt)),
    db
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.userId, userId), inArray(refundRequests.productId, productIds)))
      .orderBy(...newestFirst),
  ]);
  for (const productId of productIds) {
    const found = paid.find((row) => row.productId === productId);
    // Nothing paid, nothing to give back.
    const order = found?.paidAt && found.price > 0 ? { ...found, paidAt: found.paidAt } : null;
    const mine = requests.filter((request) => request.productId === productId);
    const isOpen = (request: RequestRow) => (OPEN_PRODUCT as readonly string[]).includes(request.status);
    // A request of an earlier order (bought again after a refund) does not belong on the item now owned.
    const shown = mine.find((request) => request.orderId === found?.id || isOpen(request)) ?? null;
    const requested = mine.some((request) => request.orderId === found?.id && isOpen(request));
    answer.set(productId, decide(order, PRODUCT_REFUND_WINDOW_DAYS, shown, { requested }, now));
  }
  return answer;
}
