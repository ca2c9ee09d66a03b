// Refund requests: a buyer asks a paid course's or product's money back; an admin approves (then sends the
// money) or rejects. Its own module, as it points at both the academy's courses and the orders.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt, textId, ref, requiredRef } from './columns';
import { ownerRef, decided } from './user-refs';
import { refundKind, refundStatus } from './enums';
import { courses } from './academy';
import { products } from './catalog';
import { orders } from './orders';

/** A buyer's request for a course's or a product's money back, as the admin queue decides it. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: textId(),
    kind: refundKind('kind').notNull(),
    userId: ownerRef(),
    courseId: ref('course_id', () => courses.id),
    productId: ref('product_id', () => products.id),
    /** The paid order. */
    orderId: requiredRef('order_id', () => orders.id),
    /** Integer VND. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    ...decided(),
    /** The buyer's bank account the refund goes to, copied when approved (or when sent, if none then). */
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountHolder: text('account_holder'),
    /** The outgoing transfer's bank reference, once sent. */
    reference: text('reference'),
    sentAt: ts('sent_at'),
  },
  (t) => [
    check('refund_requests_one_target', sql`(${t.productId} is null) <> (${t.courseId} is null)`),
    check('refund_requests_amount_nonneg', sql`${t.amount} >= 0`),
    // The admins' pending and approved tabs, newest first a page at a time, and the dashboard's count.
    index('refund_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    // The admins' done tab (sent, rejected), last done first: the predicate and the order of its query
    // (admin-calls.ts) written alike.
    index('refund_requests_done_idx')
      .on(sql`coalesce(${t.sentAt}, ${t.decidedAt}, ${t.createdAt})`, t.id)
      .where(sql`status in ('sent', 'rejected')`),
    // A buyer's own requests, newest first (their list, and on their library and course pages whether each
    // item may be refunded): their few rows, not a walk through every request the platform has had.
    index('refund_requests_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Reconciliation: the refunds sent on a day (money out).
    index('refund_requests_sent_idx')
      .on(t.sentAt)
      .where(sql`sent_at is not null`),
    // One open (pending or approved) request per user and course.
    uniqueIndex('refund_requests_open_course_uq')
      .on(t.userId, t.courseId)
      .where(sql`status in ('pending', 'approved') and course_id is not null`),
    // One open request per product order: a refund approved but not yet sent does not stop the buyer from
    // asking back a later purchase of the same product.
    uniqueIndex('refund_requests_open_product_order_uq')
      .on(t.orderId)
      .where(sql`status in ('pending', 'approved') and product_id is not null`),
  ],
);
