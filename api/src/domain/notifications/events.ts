// The notifications the features write inside their own transactions: a refund request and its decisions,
// the commission a refund takes back, a payout's outcome, a suspension and its end (rules several features
// share, so they live below all of them). Each is keyed by its event, so a retried or repeated decision
// notifies once.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerLines, orders, users } from '../../db/schema';
import { saleKey } from '../ledger';
import { notify } from './notify';

/** What the order's sale entry credited each payee, by their role in it (earning, commission). */
export async function saleShares(tx: Tx, orderId: string) {
  const rows = await tx
    .select({
      userId: ledgerLines.userId,
      role: ledgerLines.role,
      amount: sql<string>`-sum(${ledgerLines.amount})`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerEntries.key, saleKey(orderId)),
        inArray(ledgerLines.role, ['earning', 'commission']),
        isNotNull(ledgerLines.userId),
      ),
    )
    .groupBy(ledgerLines.userId, ledgerLines.role);
  return rows.map((row) => ({ userId: row.userId as string, role: row.role, amount: Number(row.amount) }));
}

/** The facts of the order a refund request is for. */
async function itemOf(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ title: orders.productTitle, productId: orders.productId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return {
    orderId,
    title: order?.title ?? '',
    itemKind: order?.productId ? ('product' as const) : ('course' as const),
  };
}

type RefundRow = { id: string; userId: string; orderId: string; amount: number };
export type RefundStep =
  | { kind: 'refundRequested' }
  | { kind: 'refundApproved' }
  | { kind: 'refundRejected'; reason: string }
  | { kind: 'refundSent'; reference: string };

export async function notifyRefund(tx: Tx, request: RefundRow, step: RefundStep): Promise<void> {
  const item = { ...(await itemOf(tx, request.orderId)), amount: request.amount, requestId: request.id };
  const eventKey = `refund:${request.id}:${step.kind}`;
  const base = { userId: request.userId, eventKey };
  if (step.kind === 'refundRejected') {
    await notify(tx, { ...base, kind: step.kind, facts: { ...item, reason: step.reason } });
  } else if (step.kind === 'refundSent') {
    await notify(tx, { ...base, kind: step.kind, facts: { ...item, reference: step.reference } });
  } else {
    await notify(tx, { ...base, kind: step.kind, facts: item });
  }
}

/** An approved refund reversed the sale: each affiliate learns the commission it took back. */
export async function notifyCommissionsReversed(tx: Tx, orderId: string): Promise<void> {
  const shares = (await saleShares(tx, orderId)).filter((share) => share.role === 'commission' && share.amount > 0);
  if (shares.length === 0) return;
  const [order] = await tx
    .select({ title: orders.productTitle, price: orders.price, productId: orders.productId })
    .from(orders)
    .where(eq(orders.id, orderId));
  for (const share of shares) {
    await notify(tx, {
      kind: 'commissionReversed',
      userId: share.userId,
      eventKey: `order:${orderId}:commission-reversed`,
      facts: {
        orderId,
        title: order?.title ?? '',
        amount: order?.price ?? 0,
        itemKind: order?.productId ? 'product' : 'course',
        commission: share.amount,
      },
    });
  }
}

type PayoutRow = { id: string; userId: string; amount: number };

/** A payout's outcome, to its owner: where they follow it depends on whether they are a creator. */
export async function notifyPayout(
  tx: Tx,
  payout: PayoutRow,
  outcome: { status: 'paid'; reference: string } | { status: 'failed'; reason: string },
): Promise<void> {
  const [owner] = await tx.select({ roles: users.roles }).from(users).where(eq(users.uid, payout.userId));
  const payee = owner?.roles.includes('creator') ? ('creator' as const) : ('affiliate' as const);
  const base = { payoutId: payout.id, amount: payout.amount, payee };
  const eventKey = `payout:${payout.id}:${outcome.status}`;
  if (outcome.status === 'paid') {
    await notify(tx, {
      kind: 'payoutPaid',
      userId: payout.userId,
      eventKey,
      facts: { ...base, reference: outcome.reference },
    });
  } else {
    await notify(tx, {
      kind: 'payoutFailed',
      userId: payout.userId,
      eventKey,
      facts: { ...base, reason: outcome.reason },
    });
  }
}

/**
 * A suspension or its end, to the person. `at` tells one suspension from the next (a user may be suspended,
 * restored and suspended again: each is its own event).
 */
export async function notifyAccount(
  tx: Tx,
  userId: string,
  change: { suspended: true; reason: string; at: Date } | { suspended: false; at: Date },
): Promise<void> {
  const stamp = change.at.toISOString();
  if (change.suspended) {
    await notify(tx, {
      kind: 'accountSuspended',
      userId,
      eventKey: `user:${userId}:suspended:${stamp}`,
      facts: { reason: change.reason },
    });
  } else {
    await notify(tx, { kind: 'accountRestored', userId, eventKey: `user:${userId}:restored:${stamp}`, facts: {} });
  }
}
