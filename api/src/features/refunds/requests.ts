// Refund requests as the admin queue (listRefundRequests, the admin's decisions) and the buyer
// (listMyRefundRequests) see them: one query with the buyer and the item's title, one row → answer mapper.
import type { MyRefundRequest, RefundRequest } from '@app/shared/contracts/refunds';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, payoutAccounts, products, refundRequests, orders, users } from '../../db/schema';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

const requestColumns = {
  request: refundRequests,
  userEmail: users.email,
  userName: users.displayName,
  courseTitle: courses.title,
  productTitle: products.title,
  orderTitle: orders.productTitle,
};

/** Requests with their buyer and the item's title; `extra` adds columns (a list's sort key). */
export function selectRefundRequests<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Queryable,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...requestColumns, ...extra })
    .from(refundRequests)
    .innerJoin(users, eq(users.uid, refundRequests.userId))
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .leftJoin(courses, eq(courses.id, refundRequests.courseId))
    .leftJoin(products, eq(products.id, refundRequests.productId));
}

type Selected = Awaited<ReturnType<typeof selectRefundRequests<Record<never, SQL>>>>[number];

const titleOf = (row: Selected) => row.courseTitle ?? row.productTitle ?? row.orderTitle;
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** What the buyer and the admin both see of a request. */
function decisionOf(row: Selected) {
  const { request } = row;
  return {
    id: request.id,
    kind: request.kind,
    title: titleOf(row),
    orderId: request.orderId,
    amount: request.amount,
    reason: request.reason,
    status: request.status,
    decisionNote: request.decisionNote,
    createdAt: request.createdAt.toISOString(),
    decidedAt: iso(request.decidedAt),
    sentAt: iso(request.sentAt),
  };
}

export function toRefundRequest(row: Selected): RefundRequest {
  const { request } = row;
  return {
    ...decisionOf(row),
    userId: request.userId,
    userEmail: row.userEmail,
    userName: row.userName,
    courseId: request.courseId,
    productId: request.productId,
    bankName: request.bankName,
    accountNumber: request.accountNumber,
    accountHolder: request.accountHolder,
    reference: request.reference,
  };
}

export function toMyRefundRequest(row: Selected): MyRefundRequest {
  const { request } = row;
  return { ...decisionOf(row), itemId: request.productId ?? request.courseId ?? '' };
}

/** One request as the admin sees it (after a decision: read again, committed). */
export async function readRefundRequest(db: Queryable, requestId: string): Promise<RefundRequest | null> {
  const [row] = await selectRefundRequests(db).where(eq(refundRequests.id, requestId)).limit(1);
  return row ? toRefundRequest(row) : null;
}

/** Newest first; the queue's and the buyer's lists. */
export const newestFirst = [desc(refundRequests.createdAt), desc(refundRequests.id)] as const;

/**
 * Where the buyer's refund goes: their default bank account, else their newest; null when they have none.
 * Copied onto the request, so deleting the account later does not change where a decided refund goes.
 */
export async function buyerBankAccount(
  db: Queryable,
  userId: string,
): Promise<{ bankName: string; accountNumber: string; accountHolder: string } | null> {
  const [account] = await db
    .select({
      bankName: payoutAccounts.bankName,
      accountNumber: payoutAccounts.accountNumber,
      accountHolder: payoutAccounts.accountHolder,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId))
    .orderBy(desc(payoutAccounts.isDefault), desc(payoutAccounts.createdAt), desc(payoutAccounts.id))
    .limit(1);
  return account ?? null;
}
