// listBankTransfers, matchTransfer, closeTransfer: the admin queue of received bank transfers that paid
// nothing (no `TT {id}`, short, late, another account…) or paid too much. Every decision locks the
// transfer row first (SELECT … FOR UPDATE), so a repeated or concurrent click finds it decided and answers it
// as it is (the same decision) or 409 (another one); the change, its ledger entry and its audit row are one
// transaction. Matching pays the order exactly as the bank webhook would (Payments.confirm and its steps).
import { TRANSFERS_PAGE_SIZE, type AdminTransfer } from '@app/shared/contracts/admin';
import { and, desc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { keysetPage, olderThan, placeOf } from '../../db/keyset';
import { bankTransfers, orders, users } from '../../db/schema';
import { audit } from '../../domain/audit';
import { postTransferReceived, postTransferReturned } from '../../domain/ledger';
import type { Payments, Refusal } from '../../domain/payments';
import { requireRole, type Handler } from '../../http/context';
import { aborted, notFound } from '../../http/errors';
import { now } from '../../lib/clock';
import { payments as allPayments } from '../payment-steps';
import { serverMessages } from '@app/shared/messages/server';

const MSG = serverMessages.admin;

type TransferRow = typeof bankTransfers.$inferSelect;
/** What a list shows of a transfer: all but the bank's own body (kept for the record, never listed). */
type ListedRow = Omit<TransferRow, 'raw'>;
const { raw: _raw, ...listedColumns } = getTableColumns(bankTransfers);

/**
 * Waiting for an admin: unmatched and not yet closed, or matched with money over the price not yet sent back.
 * (The webhook's outgoing transfers are `ignored` from the start: never open.)
 */
export const openTransfers = or(
  and(eq(bankTransfers.status, 'unmatched'), isNull(bankTransfers.resolvedAt)),
  and(eq(bankTransfers.status, 'matched'), gt(bankTransfers.excess, 0), isNull(bankTransfers.resolvedAt)),
);
/**
 * Settled by an admin, or never to be (ignored, sent back): the predicate of the partial index the closed tab
 * walks (bank_transfers_closed_settled_idx), written out as its text so the planner sees the two are the same.
 * "Neither matched nor unmatched" is ignored or refunded.
 */
export const closedTransfers = sql`(${bankTransfers.resolvedAt} is not null or ${bankTransfers.status} not in ('matched', 'unmatched'))`;
/**
 * When a closed transfer was closed: settled by an admin, or on arrival (the account's own outgoing transfers
 * are ignored as they come in). The closed tab's order, the expression its index is built on.
 */
export const closedAt = sql<Date>`coalesce(${bankTransfers.resolvedAt}, ${bankTransfers.receivedAt})`;

export function toTransfer(row: ListedRow, resolvedByName: string | null = null): AdminTransfer {
  return {
    id: row.id,
    providerId: row.providerId,
    amount: row.amount,
    content: row.content,
    accountNumber: row.accountNumber,
    status: row.status,
    reason: row.reason,
    transactionId: row.orderId,
    excess: row.excess,
    receivedAt: row.receivedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    resolvedByName,
    resolutionNote: row.resolutionNote,
    refundReference: row.refundReference,
  };
}

/**
 * What the audit log keeps of a transfer before and after a decision. The order stays under the key the
 * log has always used (transactionId), so old and new rows read alike.
 */
const stateOf = (row: TransferRow) => ({
  status: row.status,
  transactionId: row.orderId,
  excess: row.excess,
  resolvedAt: row.resolvedAt,
  refundReference: row.refundReference,
});

/** The admin who settled it, by name (else e-mail), as the closed list shows it. */
const resolverName = sql<string | null>`coalesce(${users.displayName}, ${users.email})`;

async function withResolver(db: Queryable, row: TransferRow): Promise<AdminTransfer> {
  if (!row.resolvedBy) return toTransfer(row);
  const [resolver] = await db.select({ name: resolverName }).from(users).where(eq(users.uid, row.resolvedBy));
  return toTransfer(row, resolver?.name ?? null);
}

async function lockTransfer(tx: Tx, transferId: number): Promise<TransferRow> {
  const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId)).for('update');
  if (!row) throw notFound(MSG.transferNotFound);
  return row;
}

/**
 * A page of one tab (and one row more, to know whether another page follows), newest first: keyset pages on
 * (the tab's instant, id), read along the tab's partial index from the cursor on.
 */
export function transferPageQuery(db: Queryable, state: 'open' | 'closed', before: string | undefined) {
  const open = state === 'open';
  const at = open ? sql`${bankTransfers.receivedAt}` : closedAt;
  return db
    .select({ transfer: listedColumns, resolver: resolverName, place: placeOf(at) })
    .from(bankTransfers)
    .leftJoin(users, eq(users.uid, bankTransfers.resolvedBy))
    .where(and(open ? openTransfers : closedTransfers, olderThan(at, bankTransfers.id, before, 'serial')))
    .orderBy(desc(at), desc(bankTransfers.id))
    .limit(TRANSFERS_PAGE_SIZE + 1);
}

export const listBankTransfers: Handler<'listBankTransfers'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  const rows = await transferPageQuery(ctx.db, input.state, input.before);
  const { page, nextBefore } = keysetPage(rows, TRANSFERS_PAGE_SIZE, (row) => row.transfer.id);
  return { transfers: page.map(({ transfer, resolver }) => toTransfer(transfer, resolver)), nextBefore };
};

const REFUSED: Record<Refusal, string> = {
  'not-pending': MSG.orderPaid,
  'short-amount': MSG.orderShort,
  'already-owned': MSG.orderOwned,
};

/** The unique indexes a concurrent payment of the same buyer and item can hit: they already own it. */
const OWNED_INDEXES = [
  'orders_paid_product_uq',
  'orders_paid_course_uq',
  'library_user_product_uq',
  'library_user_course_uq',
];

/**
 * The matching as a function of the payments registry (tests pass their own steps). An overpaid match stays
 * open (unresolved) until its excess is sent back with closeTransfer; otherwise matching settles it.
 */
export function matchTransferWith(payments: Payments): Handler<'matchTransfer'> {
  return async (input, ctx) => {
    const admin = await requireRole(ctx, 'admin');
    let afterCommit: (() => void)[] = [];
    const run = () =>
      ctx.db.transaction(async (tx) => {
        const transfer = await lockTransfer(tx, input.transferId);
        // A retried click (or the webhook got there first with the same order): nothing more to do.
        if (transfer.status === 'matched' && transfer.orderId === input.orderId) return transfer;
        if (transfer.status === 'ignored' && !transfer.resolvedAt) throw aborted(MSG.transferNotMatchable);
        if (transfer.status !== 'unmatched' || transfer.resolvedAt) throw aborted(MSG.transferResolved);
        if (transfer.amount <= 0) throw aborted(MSG.transferNotMatchable);

        const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
        if (!order) throw notFound(MSG.orderNotFound);
        if (order.status === 'paid' || order.status === 'refunded') throw aborted(MSG.orderPaid);
        if (transfer.amount < order.price) throw aborted(MSG.orderShort);
        // Late is fine: the buyer paid, after the order expired or was canceled.
        const confirmation = await payments.confirm(tx, {
          order,
          amountReceived: transfer.amount,
          transferId: transfer.id,
          late: true,
        });
        if (confirmation.kind === 'refused') throw aborted(REFUSED[confirmation.reason]);
        afterCommit = confirmation.afterCommit;

        const at = now();
        const excess = transfer.amount - order.price;
        const settled = excess === 0;
        const [matched] = await tx
          .update(bankTransfers)
          .set({
            status: 'matched',
            orderId: order.id,
            excess,
            reason: settled ? null : 'overpaid',
            resolvedAt: settled ? at : null,
            resolvedBy: settled ? admin.uid : null,
            resolutionNote: input.note ?? null,
          })
          .where(eq(bankTransfers.id, transfer.id))
          .returning();
        await audit(tx, {
          adminId: admin.uid,
          action: 'transfer.match',
          objectId: String(transfer.id),
          reason: input.note ?? null,
          before: stateOf(transfer),
          after: stateOf(matched),
        });
        return matched;
      });
    let row: TransferRow;
    try {
      row = await run();
    } catch (error) {
      // Another order of the same buyer and item was paid at the same moment (real PostgreSQL only).
      if (OWNED_INDEXES.some((name) => isUniqueViolation(error, name))) throw aborted(MSG.orderOwned);
      if (isUniqueViolation(error, 'bank_transfers_order_uq')) throw aborted(MSG.orderPaid);
      throw error;
    }
    // Only once committed (like the webhook): e.g. dropping the cached catalogue answers.
    for (const work of afterCommit) work();
    return withResolver(ctx.db, row);
  };
}

export const matchTransfer: Handler<'matchTransfer'> = matchTransferWith(allPayments);

type Closing = Parameters<Handler<'closeTransfer'>>[0];

/** The decision already taken, repeated (a retried click): the same reference, or the same note. */
function alreadyClosedSo(row: TransferRow, input: Closing): boolean {
  if (!row.resolvedAt) return false;
  if (input.resolution === 'refunded') return row.refundReference === input.reference;
  return row.status === 'ignored' && row.resolutionNote === input.note;
}

/**
 * Close a transfer. Unmatched: refunded (sent back whole: received into `excess`, returned from it) or
 * ignored (not a customer payment: received into `other`). Overpaid: its excess, already owed in `excess`
 * since the sale, is returned; it cannot be ignored. Status: refunded / ignored; an overpaid one stays
 * matched, now resolved, with the outgoing transfer's reference.
 */
export const closeTransfer: Handler<'closeTransfer'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const row = await ctx.db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, input.transferId);
    const overpaid = transfer.status === 'matched' && transfer.excess > 0 && !transfer.resolvedAt;
    const unmatched = transfer.status === 'unmatched' && !transfer.resolvedAt;
    if (!overpaid && !unmatched) {
      if (alreadyClosedSo(transfer, input)) return transfer;
      throw aborted(MSG.transferResolved);
    }
    const refund = input.resolution === 'refunded';
    if (overpaid && !refund) throw aborted(MSG.overpaidIgnore);

    const at = now();
    if (overpaid) {
      await postTransferReturned(tx, transfer.id, transfer.excess, at);
    } else if (refund) {
      await postTransferReceived(tx, transfer.id, transfer.amount, 'excess', at);
      await postTransferReturned(tx, transfer.id, transfer.amount, at);
    } else {
      await postTransferReceived(tx, transfer.id, transfer.amount, 'other', at);
    }
    const [closed] = await tx
      .update(bankTransfers)
      .set({
        status: overpaid ? 'matched' : refund ? 'refunded' : 'ignored',
        resolvedAt: at,
        resolvedBy: admin.uid,
        // An overpaid match keeps its matching note unless the closing brings one.
        resolutionNote: input.note ?? transfer.resolutionNote,
        refundReference: input.resolution === 'refunded' ? input.reference : null,
      })
      .where(eq(bankTransfers.id, transfer.id))
      .returning();
    await audit(tx, {
      adminId: admin.uid,
      action: refund ? 'transfer.refund' : 'transfer.ignore',
      objectId: String(transfer.id),
      reason: input.resolution === 'refunded' ? input.reference : input.note,
      before: stateOf(transfer),
      after: { ...stateOf(closed), note: input.note ?? null },
    });
    return closed;
  });
  return withResolver(ctx.db, row);
};
