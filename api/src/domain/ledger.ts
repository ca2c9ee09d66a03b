// The money ledger: the only code that writes ledger entries, and the balances derived from them.
// Double entry with signed amounts (debit > 0, credit < 0, integer VND); schema/ledger.ts explains the
// accounts, and the database refuses an unbalanced entry or any UPDATE/DELETE (0004_ledger_guards.sql).
//
// Every posting runs inside the caller's transaction and is keyed by its business event (`sale:{orderId}`,
// `refund:{orderId}`, `refund:{orderId}:sent`, `payout:{id}:requested|paid|failed`,
// `transfer:{id}:received|returned`): a second posting of the same event inserts
// nothing (ON CONFLICT DO NOTHING on the key) and reports it, so a retried webhook or a repeated admin
// click can never post twice. Times come from lib/clock `now()` (the test clock moves them).
import { splitSale } from '@app/shared/money/split';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { ledgerBalances, ledgerEntries, ledgerLines, products, orders, users } from '../db/schema';
import type { payouts } from '../db/schema';
import type { Order } from './payments';

export const DAY_MS = 24 * 60 * 60 * 1000;

type Account = (typeof ledgerLines.$inferInsert)['account'];
type EntryKind = (typeof ledgerEntries.$inferInsert)['kind'];

export type LineInput = {
  account: Account;
  amount: number;
  userId?: string | null;
  availableAt?: Date;
  productId?: string | null;
  role?: string | null;
};

export type Balance = { pending: number; available: number; requested: number; paidOut: number };

/**
 * Writes one entry and its lines at `at`, or nothing when its key was already posted (answers false).
 * Zero lines are dropped (the table refuses them); the lines must sum to zero, which the database checks
 * again at commit — this check only makes a bug fail here, with the entry's key in the message.
 */
async function post(
  tx: Tx,
  entry: { kind: EntryKind; key: string; at: Date; orderId?: string; payoutId?: string; memo?: string },
  lines: LineInput[],
): Promise<boolean> {
  const kept = lines.filter((line) => line.amount !== 0);
  const total = kept.reduce((sum, line) => sum + line.amount, 0);
  if (total !== 0 || kept.some((line) => !Number.isSafeInteger(line.amount))) {
    throw new Error(`ledger entry ${entry.key} does not balance (${total})`);
  }
  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({
      kind: entry.kind,
      key: entry.key,
      orderId: entry.orderId ?? null,
      payoutId: entry.payoutId ?? null,
      memo: entry.memo ?? null,
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: ledgerEntries.key })
    .returning({ id: ledgerEntries.id });
  if (!inserted) return false;
  if (kept.length === 0) return true;
  await tx.insert(ledgerLines).values(
    kept.map((line) => ({
      entryId: inserted.id,
      account: line.account,
      userId: line.userId ?? null,
      amount: line.amount,
      availableAt: line.availableAt ?? entry.at,
      productId: line.productId ?? null,
      role: line.role ?? entry.kind,
      createdAt: entry.at,
    })),
  );
  return true;
}

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

const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * The user's balance at `at`: their running balances as stored (ledger_balances, kept by the database from the
 * lines), less what is still in its hold at `at`, summed from the payable lines available later — an index
 * range over the last hold's worth of lines, however many the user has in all.
 */
export async function balanceOf(db: Queryable, userId: string, at: Date): Promise<Balance> {
  const account = ledgerBalances.account;
  const [row] = await db
    .select({
      payable: sql<string>`coalesce(sum(${ledgerBalances.amount}) filter (where ${account} = 'payable'), 0)::text`,
      requested: sql<string>`coalesce(-sum(${ledgerBalances.amount}) filter (where ${account} = 'payout'), 0)::text`,
      paidOut: sql<string>`coalesce(sum(${ledgerBalances.amount}) filter (where ${account} = 'payout' and ${ledgerBalances.role} = 'payout_paid'), 0)::text`,
      pending: sql<string>`(${db
        .select({ pending: sql`coalesce(-sum(${ledgerLines.amount}), 0)` })
        .from(ledgerLines)
        .where(
          and(eq(ledgerLines.userId, userId), eq(ledgerLines.account, 'payable'), gt(ledgerLines.availableAt, at)),
        )})::text`,
    })
    .from(ledgerBalances)
    .where(eq(ledgerBalances.userId, userId));
  const pending = asNumber(row?.pending);
  return {
    pending,
    available: 0 - asNumber(row?.payable) - pending,
    requested: asNumber(row?.requested),
    paidOut: asNumber(row?.paidOut),
  };
}

/** Pending money by the instant it becomes available, soonest first (what /creator/payouts lists). */
export async function releasesOf(
  db: Queryable,
  userId: string,
  at: Date,
): Promise<{ availableAt: Date; amount: number }[]> {
  const rows = await db
    .select({
      availableAt: ledgerLines.availableAt,
      amount: sql<string>`(-sum(${ledgerLines.amount}))::text`,
    })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.userId, userId), eq(ledgerLines.account, 'payable'), gt(ledgerLines.availableAt, at)))
    .groupBy(ledgerLines.availableAt)
    .orderBy(asc(ledgerLines.availableAt));
  // A sale refunded in its hold cancels its own release to 0: nothing to announce.
  return rows
    .map((row) => ({ availableAt: row.availableAt, amount: asNumber(row.amount) }))
    .filter((row) => row.amount > 0);
}

export const saleKey = (orderId: string) => `sale:${orderId}`;
export const refundKey = (orderId: string) => `refund:${orderId}`;
export const refundSentKey = (orderId: string) => `refund:${orderId}:sent`;
export const transferKey = (transferId: number, step: 'received' | 'returned') => `transfer:${transferId}:${step}`;
export const payoutKey = (payoutId: string, step: 'requested' | 'paid' | 'failed') => `payout:${payoutId}:${step}`;

/**
 * The sale of a confirmed order, with the order's own snapshot of the rules (feeBps, commissionRate):
 * cash receives what the transfer carried; the platform's fee, the creator's earning (held `holdDays`) and
 * the affiliate's commission (`affiliateId`; none → 0) divide the price by `splitSale`; anything
 * paid above the price is owed back to the buyer (`excess`, settled from the admin queue). The academy
 * course is the platform's own: its price goes to `academy`, less the affiliate's commission (the order's
 * rate). A suspended affiliate's commission goes to the platform (`fee`, role `withheld_commission`).
 * Answers false when already posted.
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
  // A suspended affiliate earns nothing while suspended: their commission stays with the platform.
  const withheld = affiliateId !== null && (await isSuspended(tx, affiliateId));
  const memo = withheld ? 'commission withheld: the affiliate is suspended' : undefined;
  if (order.productId) {
    const [product] = await tx
      .select({ creatorId: products.creatorId })
      .from(products)
      .where(eq(products.id, order.productId));
    if (!product) throw new Error(`order ${order.id}: product ${order.productId} not found`);
    const split = splitSale(order.price, order.feeBps, affiliateId ? order.commissionRate : 0);
    const productId = order.productId;
    const availableAt = new Date(at.getTime() + input.holdDays * DAY_MS);
    lines.push(
      { account: 'fee', amount: -split.fee, productId },
      {
        account: 'payable',
        userId: product.creatorId,
        amount: -split.creator,
        availableAt,
        productId,
        role: 'earning',
      },
    );
    if (withheld) {
      lines.push({ account: 'fee', amount: -split.commission, productId, role: 'withheld_commission' });
    } else if (affiliateId) {
      lines.push({
        account: 'payable',
        userId: affiliateId,
        amount: -split.commission,
        availableAt,
        productId,
        role: 'commission',
      });
    }
    for (const line of lines) line.productId ??= productId;
  } else {
    // The platform's own course: the affiliate's commission (the order's academy rate, the same rounding)
    // comes out of the academy's revenue, held like any earning (a suspended affiliate's stays in it).
    const paid = affiliateId !== null && !withheld;
    const commission = paid ? splitSale(order.price, order.feeBps, order.commissionRate).commission : 0;
    lines.push({ account: 'academy', amount: -(order.price - commission) });
    if (paid) {
      lines.push({
        account: 'payable',
        userId: affiliateId,
        amount: -commission,
        availableAt: new Date(at.getTime() + input.holdDays * DAY_MS),
        role: 'commission',
      });
    }
  }
  return post(tx, { kind: 'sale', key: saleKey(order.id), at, orderId: order.id, memo }, lines);
}

/**
 * Whether the user is suspended, read under a share lock on their row: a suspension (an UPDATE of the row)
 * waits for this transaction, or this one for it, so what is posted agrees with the suspension's moment.
 * Shared, so concurrent sales do not wait for each other.
 */
async function isSuspended(tx: Tx, uid: string): Promise<boolean> {
  const [row] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.uid, uid)).for('share');
  return Boolean(row?.suspendedAt);
}

export type RefundResult = { kind: 'posted' } | { kind: 'already-refunded' } | { kind: 'no-sale' };

/**
 * Reverses a sale (the admin approves a refund): the price is now owed back to the buyer (`excess`) until the
 * outgoing transfer is made (`postRefundSent`); an overpayment's excess is settled on its own. Each earning
 * still in its hold is reversed whole with the same `available_at`, so it cancels inside
 * pending; an earning already available takes at most what its owner has available now, and the platform
 * absorbs the rest (`loss`) — no balance is ever driven below zero. The owners' rows are locked first, so
 * a payout request cannot spend the same money at the same moment.
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
  const owed = saleLines.filter((line) => line.account === 'payable' && line.userId);
  await lockUsers(
    tx,
    owed.map((line) => line.userId as string),
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
  for (const line of owed) {
    const userId = line.userId as string;
    const share = -line.amount;
    const base = { account: 'payable' as const, userId, productId: line.productId, role: line.role };
    if (line.availableAt.getTime() > at.getTime()) {
      lines.push({ ...base, amount: share, availableAt: line.availableAt });
      continue;
    }
    const left = available.get(userId) ?? (await balanceOf(tx, userId, at)).available;
    const taken = Math.max(0, Math.min(left, share));
    available.set(userId, left - taken);
    lines.push({ ...base, amount: taken, availableAt: at });
    lines.push({ account: 'loss', amount: share - taken, productId: line.productId });
  }
  const posted = await post(tx, { kind: 'refund', key: refundKey(orderId), at, orderId }, lines);
  return posted ? { kind: 'posted' } : { kind: 'already-refunded' };
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

/** The transfer failed: the money goes back to the user's available balance. */
export async function postPayoutFailed(tx: Tx, payout: PayoutRow, at: Date): Promise<boolean> {
  return post(tx, { kind: 'payout_failed', key: payoutKey(payout.id, 'failed'), at, payoutId: payout.id }, [
    { account: 'payout', userId: payout.userId, amount: payout.amount },
    { account: 'payable', userId: payout.userId, amount: -payout.amount, availableAt: at },
  ]);
}
