// The admin's refund queue and decisions, for courses and products alike: pending → approved (access
// revoked, the order refunded, the sale reversed in the ledger and the price owed back to the buyer, their
// bank account copied) → sent (the outgoing transfer's reference; the money leaves cash); or pending →
// rejected with a reason the buyer sees. Each decision locks the request (SELECT … FOR UPDATE) and writes the
// change, its ledger entries and its audit row in one transaction; a repeated click finds it decided and
// answers it as it is, another decision is refused with 409.
import { REFUNDS_PAGE_SIZE, type RefundRequest, type RefundTab } from '@app/shared/contracts/refunds';
import { serverMessages } from '@app/shared/messages/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { keysetPage, olderThan, placeOf } from '../../db/keyset';
import { products, refundRequests, orders } from '../../db/schema';
import { audit } from '../../domain/audit';
import { revoke, type Target } from '../../domain/entitlements';
import { postRefund, postRefundSent, postUnrecordedRefund } from '../../domain/ledger';
import { requireRole, type CallContext, type Handler } from '../../http/context';
import { notifyCommissionsReversed, notifyRefund, type RefundStep } from '../../domain/notifications/events';
import { aborted, notFound } from '../../http/errors';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import {
  buyerBankAccount,
  readRefundRequest,
  selectRefundRequests,
  toRefundRequest,
  type RefundRequestRow,
} from './requests';

const MSG = serverMessages.admin;

/** When a request left the open tabs: sent, else decided (rejected), else when it was asked. */
const doneAt = sql`coalesce(${refundRequests.sentAt}, ${refundRequests.decidedAt}, ${refundRequests.createdAt})`;

/**
 * A page of one tab (and one row more, to know whether another follows), newest first: pending and approved
 * requests by when they were asked (refund_requests_status_created_idx), sent and rejected ones by when they
 * were done (refund_requests_done_idx), each from the cursor on.
 */
export function refundPageQuery(db: Queryable, state: RefundTab, before: string | undefined) {
  const done = state === 'done';
  const at = done ? doneAt : sql`${refundRequests.createdAt}`;
  return selectRefundRequests(db, { place: placeOf(at) })
    .where(
      and(
        done ? sql`${refundRequests.status} in ('sent', 'rejected')` : eq(refundRequests.status, state),
        olderThan(at, refundRequests.id, before, 'text'),
      ),
    )
    .orderBy(desc(at), desc(refundRequests.id))
    .limit(REFUNDS_PAGE_SIZE + 1);
}

/** The queue, a tab a page at a time. */
export const listRefundRequests: Handler<'listRefundRequests'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await refundPageQuery(ctx.db, input.state, input.before);
  const { page, nextBefore } = keysetPage(rows, REFUNDS_PAGE_SIZE, (row) => row.request.id);
  // An approved refund whose buyer had no bank account then shows the one they have added since (it is
  // the account markRefundSent will copy), so the admin can send the money without asking again.
  const requests = await Promise.all(
    page.map(async (row) => {
      const request = toRefundRequest(row);
      if (request.status !== 'approved' || request.accountNumber) return request;
      const account = await buyerBankAccount(ctx.db, request.userId);
      return account ? { ...request, ...account } : request;
    }),
  );
  return { requests, nextBefore };
};

async function lockRequest(tx: Tx, requestId: string): Promise<RefundRequestRow> {
  const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId)).for('update');
  if (!row) throw notFound(MSG.refundNotFound);
  return row;
}

const targetOf = (row: RefundRequestRow): Target =>
  row.productId ? { kind: 'product', id: row.productId } : { kind: 'course', id: row.courseId ?? '' };

/** What the audit log keeps of a request before and after a decision. */
const stateOf = (row: RefundRequestRow) => ({ status: row.status, reference: row.reference });

/** What the buyer is told of each decision. */
const stepOf = (action: 'refund.approve' | 'refund.reject' | 'refund.sent', after: RefundRequestRow): RefundStep =>
  action === 'refund.approve'
    ? { kind: 'refundApproved' }
    : action === 'refund.reject'
      ? { kind: 'refundRejected', reason: after.decisionNote ?? '' }
      : { kind: 'refundSent', reference: after.reference ?? '' };

/**
 * Writes a decision on the locked request, its audit row (the request's state before and after it, and
 * whatever else the decision did) and the buyer's notification.
 */
async function decide(
  tx: Tx,
  adminId: string,
  action: 'refund.approve' | 'refund.reject' | 'refund.sent',
  request: RefundRequestRow,
  decision: { set: Partial<typeof refundRequests.$inferInsert>; reason: string | null; also?: object },
): Promise<void> {
  const [after] = await tx
    .update(refundRequests)
    .set(decision.set)
    .where(eq(refundRequests.id, request.id))
    .returning();
  await audit(tx, {
    adminId,
    action,
    objectId: request.id,
    reason: decision.reason,
    before: stateOf(request),
    after: { ...stateOf(after), ...decision.also },
  });
  await notifyRefund(tx, after, stepOf(action, after));
}

/** The request as committed (a decision's answer). */
async function answer(ctx: CallContext, requestId: string): Promise<RefundRequest> {
  const request = await readRefundRequest(ctx.db, requestId);
  if (!request) throw notFound(MSG.refundNotFound);
  return request;
}

/**
 * Approve: the buyer loses the item (library row), the order becomes `refunded` (which also lets them buy it
 * again), the sale is reversed — fee, earning, commission — and the price is owed back to the buyer until
 * sent. A request for an order the ledger has no sale of (paid before the ledger, granted outside checkout)
 * books what is owed as the platform's loss; either way one refund entry per order.
 */
export const approveRefund: Handler<'approveRefund'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  let catalogueChanged = false;
  await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    // Approved already (and perhaps sent since): a retried click.
    if (request.status === 'approved' || request.status === 'sent') return;
    if (request.status !== 'pending') throw aborted(MSG.refundDecided);

    const at = now();
    await revoke(tx, request.userId, targetOf(request));
    const [order] = await tx
      .update(orders)
      .set({ status: 'refunded' })
      .where(and(eq(orders.id, request.orderId), eq(orders.status, 'paid')))
      .returning({ productId: orders.productId });
    const reversed = await postRefund(tx, request.orderId, at);
    if (reversed.kind === 'no-sale') await postUnrecordedRefund(tx, request.orderId, request.amount, at);
    if (reversed.kind === 'posted') await notifyCommissionsReversed(tx, request.orderId);
    if (order?.productId) {
      // A refunded sale is not a sale any more for the catalogue's "popular" order.
      await tx
        .update(products)
        .set({ salesCount: sql`greatest(${products.salesCount} - 1, 0)` })
        .where(eq(products.id, order.productId));
      catalogueChanged = true;
    }
    const bank = await buyerBankAccount(tx, request.userId);
    await decide(tx, admin.uid, 'refund.approve', request, {
      set: { status: 'approved', decidedAt: at, decidedBy: admin.uid, decisionNote: input.note ?? null, ...bank },
      reason: input.note ?? null,
      also: { orderStatus: 'refunded', amount: request.amount },
    });
  });
  if (catalogueChanged) bumpCatalogVersion();
  return answer(ctx, input.requestId);
};

/** Reject with a reason the buyer sees (/my/my-courses for a course, listMyRefundRequests for a product). */
export const rejectRefund: Handler<'rejectRefund'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    if (request.status === 'rejected' && request.decisionNote === input.reason) return;
    if (request.status !== 'pending') throw aborted(MSG.refundDecided);
    await decide(tx, admin.uid, 'refund.reject', request, {
      set: { status: 'rejected', decidedAt: now(), decidedBy: admin.uid, decisionNote: input.reason },
      reason: input.reason,
    });
  });
  return answer(ctx, input.requestId);
};

/**
 * The outgoing transfer was made: what was owed back leaves the platform's cash. It needs the buyer's bank
 * account: the one copied at approval, else theirs now (copied), else 409 — ask the buyer first.
 */
export const markRefundSent: Handler<'markRefundSent'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    if (request.status === 'sent') {
      if (request.reference === input.reference) return;
      throw aborted(MSG.refundDecided);
    }
    if (request.status !== 'approved') throw aborted(MSG.refundNotApproved);
    const bank = request.accountNumber ? null : await buyerBankAccount(tx, request.userId);
    if (!request.accountNumber && !bank) throw aborted(MSG.refundNoBank);

    const at = now();
    await postRefundSent(tx, request.orderId, request.amount, at);
    await decide(tx, admin.uid, 'refund.sent', request, {
      set: { status: 'sent', reference: input.reference, sentAt: at, ...bank },
      reason: input.reference,
    });
  });
  return answer(ctx, input.requestId);
};
