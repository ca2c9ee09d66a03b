// The money ledger: the only code that posts ledger entries (each written by ledger-entry.ts's `post`); the
// balances derived from them are read in balances.ts.
// Double entry with signed amounts (debit > 0, credit < 0, integer VND); schema/ledger.ts explains the
// accounts, and the database refuses an unbalanced entry or any UPDATE/DELETE (0004_ledger_guards.sql).
//
// Every posting runs inside the caller's transaction and is keyed by its business event (`sale:{orderId}`,
// `refund:{orderId}`, `refund:{orderId}:sent`, `payout:{id}:requested|paid|failed`,
// `transfer:{id}:received|returned`, `write_off:{uid}:{lastReceivableLine}`): a second posting of the same event inserts
// nothing (ON CONFLICT DO NOTHING on the key) and reports it, so a retried webhook or a repeated admin
// click can never post twice. Times come from lib/clock `now()` (the test clock moves them).
import { formatVnd } from '@app/shared/format';
import { serverMessages } from '@app/shared/messages/server';
import { splitSale } from '@app/shared/money/split';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerEntries, ledgerLines, payouts, products, orders, users } from '../db/schema';
import type { Order } from './payments';
import { balanceOf, owedBy } from './balances';
import { post, type LineInput } from './ledger-entry';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Serialises the postings that spend a user's balance (payout requests, refunds): row locks in uid order.
 * NO KEY UPDATE: concurrent sales (whose lines only reference the user) are not held up.
 */
export async function lockUsers(tx: Tx, uids: string[]): Promise<void> {
  const sorted = [...new Set(uids)].sort();
  if (sorted.length === 0) return;
  await tx
    .select({ uid: users.uid })
    .from(users)
    .where(inArray(users.uid, sorted))
    .orderBy(asc(users.uid))
    .for('no key update');
}

/**
 * Lines that give `amount` to the user on `payable`, paying what they owe first: the first `owed` đồng settle
 * their receivable instead. The caller holds the user's row exclusively (lockUsers) whenever `owed` > 0, so
 * two postings cannot both settle the same debt.
 */
function creditPaying(userId: string, amount: number, owed: number, line: Omit<LineInput, 'account' | 'amount'>) {
  const repaid = Math.max(0, Math.min(owed, amount));
  return {
    repaid,
    lines: [
      // The share's own role: a statement tells an earning from a commission whichever account it went to.
      { ...line, account: 'receivable' as const, userId, amount: -repaid },
      { ...line, account: 'payable' as const, userId, amount: -(amount - repaid) },
    ],
  };
}

export const saleKey = (orderId: string) => `sale:${orderId}`;
export const refundKey = (orderId: string) => `refund:${orderId}`;
export const refundSentKey = (orderId: string) => `refund:${orderId}:sent`;
export const transferKey = (transferId: number, step: 'received' | 'returned') => `transfer:${transferId}:${step}`;
export const payoutKey = (payoutId: string, step: 'requested' | 'paid' | 'failed') => `payout:${payoutId}:${step}`;

type Payee = { suspended: boolean; owed: number };

/**
 * The payees of a sale as they stand while it posts, their rows locked in uid order: shared (a suspension, a
 * payout request or a refund waits for this sale, and this sale for them; concurrent sales do not wait for each
 * other), or exclusively for a payee who owes the platform, so that one sale at a time pays the debt from its
 * earning. A debt that appears between the first look and the lock is left to the next posting: it stays on the
 * receivable, and a payout request cannot spend past it.
 */
async function payeesOf(tx: Tx, uids: string[]): Promise<Map<string, Payee>> {
  const sorted = [...new Set(uids)].sort();
  const owing = new Set<string>();
  for (const uid of sorted) if ((await owedBy(tx, uid)) > 0) owing.add(uid);
  const payees = new Map<string, Payee>();
  for (const uid of sorted) {
    const locked = owing.has(uid);
    const [row] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.uid, uid))
      .for(locked ? 'no key update' : 'share');
    payees.set(uid, { suspended: Boolean(row?.suspendedAt), owed: locked ? await owedBy(tx, uid) : 0 });
  }
  return payees;
}

/**
 * The sale of a confirmed order, with the order's own snapshot of the rules (feeBps, commissionRate):
 * cash receives what the transfer carried; the platform's fee, the creator's earning (held `holdDays`) and
 * the affiliate's commission (`affiliateId`; none → 0) divide the price by `splitSale`; anything
 * paid above the price is owed back to the buyer (`excess`, settled from the admin queue). The academy
 * course is the platform's own: its price goes to `academy`, less the affiliate's commission (the order's
 * rate). A suspended affiliate's commission goes to the platform (`fee`, role `withheld_commission`). A payee
 * who owes the platform (receivable) pays it first from their share (a `receivable` line of the share's role). Answers false when
 * already posted.
 */
export async function postSale(
  tx: Tx,
  input: { order: Order; amountReceived: number; at: Date; holdDays: number; affiliateId?: string | null },
): Promise<boolean> {
  const { order, amountReceived, at } = input;
  if (amountReceived <= 0) return false;
  const excess = amountReceived - order.price;
  if (excess < 0) throw new Error(`order ${order.id} is paid short: ${amountReceived} < ${order.price}`);
  const lines: LineInput[] = [
    { account: 'cash', amount: amountReceived },
    { account: 'excess', amount: -excess },
  ];
  const affiliateId = input.affiliateId ?? null;
  const [product] = order.productId
    ? await tx.select({ creatorId: products.creatorId }).from(products).where(eq(products.id, order.productId))
    : [];
  if (order.productId && !product) throw new Error(`order ${order.id}: product ${order.productId} not found`);
  const payees = await payeesOf(
    tx,
    [product?.creatorId, affiliateId].filter((uid): uid is string => Boolean(uid)),
  );
  // A suspended affiliate earns nothing while suspended: their commission stays with the platform.
  const withheld = affiliateId !== null && Boolean(payees.get(affiliateId)?.suspended);
  const memo = withheld ? 'commission withheld: the affiliate is suspended' : undefined;
  const availableAt = new Date(at.getTime() + input.holdDays * DAY_MS);
  /** A payee's share, held like any earning, paying first what they owe the platform. */
  const credit = (uid: string, amount: number, line: { productId?: string | null; role: string }) => {
    const payee = payees.get(uid) as Payee;
    const { repaid, lines: credited } = creditPaying(uid, amount, payee.owed, { ...line, availableAt });
    payee.owed -= repaid;
    lines.push(...credited);
  };
  if (order.productId && product) {
    const split = splitSale(order.price, order.feeBps, affiliateId ? order.commissionRate : 0);
    const productId = order.productId;
    lines.push({ account: 'fee', amount: -split.fee, productId });
    credit(product.creatorId, split.creator, { productId, role: 'earning' });
    if (withheld) {
      lines.push({ account: 'fee', amount: -split.commission, productId, role: 'withheld_commission' });
    } else if (affiliateId) {
      credit(affiliateId, split.commission, { productId, role: 'commission' });
    }
    for (const line of lines) line.productId ??= productId;
  } else {
    // The platform's own course: the affiliate's commission (the order's academy rate, the same rounding)
    // comes out of the academy's revenue, held like any earning (a suspended affiliate's stays in it).
    const paid = affiliateId !== null && !withheld;
    const commission = paid ? splitSale(order.price, order.feeBps, order.commissionRate).commission : 0;
    lines.push({ account: 'academy', amount: -(order.price - commission) });
    if (paid) credit(affiliateId, commission, { role: 'commission' });
  }
  return post(tx, { kind: 'sale', key: saleKey(order.id), at, orderId: order.id, memo }, lines);
}

export type RefundResult = { kind: 'posted' } | { kind: 'already-refunded' } | { kind: 'no-sale' };

/**
 * Reverses a sale (the admin approves a refund): the price is now owed back to the buyer (`excess`) until the
 * outgoing transfer is made (`postRefundSent`); an overpayment's excess is settled on its own. Each share still
 * in its hold is reversed whole with the same `available_at`, so it cancels inside pending. A share already
 * available is taken back from what its owner has available now, then from their open payout request (reduced,
 * or canceled when nothing is left of it, the reason on the payout), and whatever remains is recorded as owed
 * to the platform (`receivable`), which their next earnings and any failed payout pay off first: no balance is
 * driven below zero and no part of a refunded share stays with anyone. A debt the share had paid off is owed
 * again. The owners' rows are locked first, so a payout request or a payout decision cannot act on the same
 * money at the same moment.
 */
export async function postRefund(tx: Tx, orderId: string, at: Date): Promise<RefundResult> {
  const [sale] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.key, saleKey(orderId)));
  if (!sale) return { kind: 'no-sale' };
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { kind: 'no-sale' };
  const saleLines = await tx
    .select()
    .from(ledgerLines)
    .where(eq(ledgerLines.entryId, sale.id))
    .orderBy(asc(ledgerLines.id));
  await lockUsers(
    tx,
    saleLines.flatMap((line) => (line.userId ? [line.userId] : [])),
  );
  const [already] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.key, refundKey(orderId)));
  if (already) return { kind: 'already-refunded' };

  const lines: LineInput[] = [{ account: 'excess', amount: -order.price, productId: order.productId }];
  for (const line of saleLines) {
    if (line.account === 'fee' || line.account === 'academy') {
      lines.push({ account: line.account, amount: -line.amount, productId: line.productId });
    }
  }
  const available = new Map<string, number>();
  const open = new Map<string, { row: PayoutRow; left: number } | null>();
  for (const line of saleLines) {
    const userId = line.userId;
    if (!userId) continue;
    const base = { userId, productId: line.productId };
    if (line.account === 'receivable') {
      // The share had paid off a debt: with the share gone, the debt is owed again.
      lines.push({ ...base, account: 'receivable', amount: -line.amount, role: 'refund' });
      continue;
    }
    const share = -line.amount;
    if (line.availableAt.getTime() > at.getTime()) {
      lines.push({ ...base, account: 'payable', amount: share, availableAt: line.availableAt, role: line.role });
      continue;
    }
    const left = available.get(userId) ?? (await balanceOf(tx, userId, at)).available;
    const taken = Math.max(0, Math.min(left, share));
    available.set(userId, left - taken);
    lines.push({ ...base, account: 'payable', amount: taken, availableAt: at, role: line.role });
    if (!open.has(userId)) open.set(userId, await openPayoutOf(tx, userId));
    const payout = open.get(userId);
    const fromPayout = payout ? Math.min(payout.left, share - taken) : 0;
    if (payout) payout.left -= fromPayout;
    lines.push({ ...base, account: 'payout', amount: fromPayout, role: 'refund' });
    lines.push({ ...base, account: 'receivable', amount: share - taken - fromPayout, role: 'refund' });
  }
  const posted = await post(tx, { kind: 'refund', key: refundKey(orderId), at, orderId }, lines);
  if (!posted) return { kind: 'already-refunded' };
  for (const payout of open.values()) {
    if (payout && payout.left < payout.row.amount) await reduceByRefund(tx, payout.row, payout.left, orderId, at);
  }
  return { kind: 'posted' };
}

/** The user's open payout request, locked (the caller holds the user's row, so none opens meanwhile). */
async function openPayoutOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, 'requested')))
    .for('update');
  return row ? { row, left: row.amount } : null;
}

/**
 * A refund took part of an open payout request back: it now asks for `left` (canceled at 0), and its note says
 * why, for its owner and the admins — added to any earlier note, never replacing it.
 */
async function reduceByRefund(tx: Tx, row: PayoutRow, left: number, orderId: string, at: Date) {
  const text = serverMessages.ledger;
  const note =
    left === 0
      ? text.payoutCanceledByRefund(orderId)
      : text.payoutReducedByRefund(formatVnd(row.amount - left), orderId);
  await tx
    .update(payouts)
    .set({
      ...(left === 0 ? { status: 'canceled' as const, decidedAt: at } : { amount: left }),
      note: row.note ? `${row.note}\n${note}` : note,
    })
    .where(and(eq(payouts.id, row.id), eq(payouts.status, 'requested')));
}

/**
 * A refund approved for an order the ledger has no sale of (an order paid before the ledger existed, or
 * granted outside checkout): the platform owes the buyer the amount and absorbs it (`loss`). Same key as
 * `postRefund`, so either posts once per order. Answers false when already posted or nothing is owed.
 */
export async function postUnrecordedRefund(tx: Tx, orderId: string, amount: number, at: Date): Promise<boolean> {
  if (amount <= 0) return false;
  return post(tx, { kind: 'refund', key: refundKey(orderId), at, orderId }, [
    { account: 'loss', amount },
    { account: 'excess', amount: -amount },
  ]);
}

/** The refund's outgoing transfer was made: what was owed back to the buyer leaves the platform's cash. */
export async function postRefundSent(tx: Tx, orderId: string, amount: number, at: Date): Promise<boolean> {
  if (amount <= 0) return false;
  return post(tx, { kind: 'refund_sent', key: refundSentKey(orderId), at, orderId }, [
    { account: 'excess', amount },
    { account: 'cash', amount: -amount },
  ]);
}

/**
 * An unmatched bank transfer closed by an admin: the money it brought is recorded as received — owed back
 * to its sender (`excess`, to be returned) or not a customer payment at all (`other`, an ignored transfer).
 */
export async function postTransferReceived(
  tx: Tx,
  transferId: number,
  amount: number,
  account: 'excess' | 'other',
  at: Date,
): Promise<boolean> {
  if (amount <= 0) return false;
  return post(tx, { kind: 'transfer_received', key: transferKey(transferId, 'received'), at }, [
    { account: 'cash', amount },
    { account, amount: -amount },
  ]);
}

/** Money owed back to a transfer's sender (the whole transfer, or an overpayment's excess) was sent back. */
export async function postTransferReturned(tx: Tx, transferId: number, amount: number, at: Date): Promise<boolean> {
  if (amount <= 0) return false;
  return post(tx, { kind: 'transfer_returned', key: transferKey(transferId, 'returned'), at }, [
    { account: 'excess', amount },
    { account: 'cash', amount: -amount },
  ]);
}

type PayoutRow = typeof payouts.$inferSelect;

/** A new payout request: the amount leaves the available balance into the user's `payout` account. */
export async function postPayoutRequested(tx: Tx, payout: PayoutRow, at: Date): Promise<boolean> {
  return post(tx, { kind: 'payout_requested', key: payoutKey(payout.id, 'requested'), at, payoutId: payout.id }, [
    { account: 'payable', userId: payout.userId, amount: payout.amount, availableAt: at },
    { account: 'payout', userId: payout.userId, amount: -payout.amount },
  ]);
}

/** The transfer to the user's bank went out: the money leaves the platform's cash. */
export async function postPayoutPaid(tx: Tx, payout: PayoutRow, at: Date): Promise<boolean> {
  return post(tx, { kind: 'payout_paid', key: payoutKey(payout.id, 'paid'), at, payoutId: payout.id }, [
    { account: 'payout', userId: payout.userId, amount: payout.amount },
    { account: 'cash', amount: -payout.amount },
  ]);
}

/**
 * The transfer failed: the money goes back to the user's available balance, paying first what they owe the
 * platform. The caller holds the user's row (lockUsers).
 */
export async function postPayoutFailed(tx: Tx, payout: PayoutRow, at: Date): Promise<boolean> {
  const owed = await owedBy(tx, payout.userId);
  const { lines } = creditPaying(payout.userId, payout.amount, owed, { availableAt: at, role: 'payout_failed' });
  return post(tx, { kind: 'payout_failed', key: payoutKey(payout.id, 'failed'), at, payoutId: payout.id }, [
    { account: 'payout', userId: payout.userId, amount: payout.amount },
    ...lines,
  ]);
}

/**
 * An admin writes off what the user owes: the platform absorbs it (`loss`), the reason in the entry's memo.
 * Keyed by the user's last receivable line, so a repeated or concurrent click writes the same debt off once;
 * the caller holds the user's row (lockUsers). Answers the amount written off (0: nothing was owed).
 */
export async function postWriteOff(tx: Tx, userId: string, at: Date, reason: string): Promise<number> {
  const owed = await owedBy(tx, userId);
  if (owed <= 0) return 0;
  const [last] = await tx
    .select({ id: ledgerLines.id })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.userId, userId), eq(ledgerLines.account, 'receivable')))
    .orderBy(desc(ledgerLines.id))
    .limit(1);
  const key = `write_off:${userId}:${last?.id ?? 0}`;
  const posted = await post(tx, { kind: 'write_off', key, at, memo: reason }, [
    { account: 'loss', amount: owed },
    { account: 'receivable', userId, amount: -owed, role: 'write_off' },
  ]);
  return posted ? owed : 0;
}
