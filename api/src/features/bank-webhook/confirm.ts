// Confirms a payment from one incoming bank transfer, in ONE database transaction: record the transfer
// (deduplicated on the provider's id), find `TT {id}` in the note, mark the order paid and grant the
// library entry. Anything that does not pay an open order in full is kept, unmatched, for the admin queue.
import type { BankTransferWebhook } from '@app/shared/contracts/checkout';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankTransfers, libraryItems, products, transactions } from '../../db/schema';
import { bumpCatalogVersion } from '../../lib/cache';
import { ownsItem } from '../checkout/orders';

export const PROVIDER = 'sepay';

export type Outcome =
  | { kind: 'duplicate' }
  | { kind: 'paid'; transactionId: string }
  | { kind: 'queued'; reason: 'outgoing' | 'no-match' | 'short-amount' | 'not-pending' | 'already-owned' };

/**
 * Every id that could follow a `TT` in the note, longest first. Banks change case, drop or add spaces
 * and punctuation (`tt abcd...`, `TT-ABCD...`, `TTABCD...`), so the note is reduced to letters and digits
 * and every `TT` is tried with each length a transaction id can have (6–20).
 */
export function noteCandidates(content: string): string[] {
  const letters = content.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const found = new Set<string>();
  for (let at = letters.indexOf('TT'); at !== -1; at = letters.indexOf('TT', at + 1)) {
    const rest = letters.slice(at + 2);
    for (let length = Math.min(20, rest.length); length >= 6; length -= 1) found.add(rest.slice(0, length));
  }
  return [...found];
}

export async function confirmTransfer(db: Db, body: BankTransferWebhook): Promise<Outcome> {
  const outcome = await db.transaction(async (tx) => {
    const [transfer] = await tx
      .insert(bankTransfers)
      .values({
        provider: PROVIDER,
        providerId: String(body.id),
        amount: body.transferAmount,
        content: body.content,
        accountNumber: body.accountNumber,
        status: 'unmatched',
        raw: body,
      })
      .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerId] })
      .returning({ id: bankTransfers.id });
    if (!transfer) return { kind: 'duplicate' } as const;

    const queue = async (reason: Extract<Outcome, { kind: 'queued' }>['reason']): Promise<Outcome> => {
      if (reason === 'outgoing') {
        await tx.update(bankTransfers).set({ status: 'ignored' }).where(eq(bankTransfers.id, transfer.id));
      }
      return { kind: 'queued', reason };
    };
    if (body.transferType !== 'in') return queue('outgoing');

    const candidates = noteCandidates(body.content);
    if (candidates.length === 0) return queue('no-match');
    // Locks the order: a concurrent transfer or cancel for it waits for this transaction.
    const rows = await tx.select().from(transactions).where(inArray(transactions.id, candidates)).for('update');
    const order = rows.sort((a, b) => b.id.length - a.id.length)[0];
    if (!order) return queue('no-match');
    if (order.status !== 'pending' || order.expiresAt.getTime() < Date.now()) return queue('not-pending');
    if (body.transferAmount < order.price) return queue('short-amount');
    const target = order.productId
      ? ({ kind: 'product', id: order.productId } as const)
      : ({ kind: 'course', id: order.courseId ?? '' } as const);
    if (await ownsItem(tx, order.buyerId, target)) return queue('already-owned');

    const paid = await tx
      .update(transactions)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(transactions.id, order.id), eq(transactions.status, 'pending')))
      .returning({ id: transactions.id });
    if (paid.length === 0) return queue('not-pending');
    await tx.insert(libraryItems).values({
      userId: order.buyerId,
      productId: order.productId,
      courseId: order.courseId,
      transactionId: order.id,
    });
    await tx
      .update(bankTransfers)
      .set({ status: 'matched', transactionId: order.id })
      .where(eq(bankTransfers.id, transfer.id));
    if (order.productId) {
      await tx
        .update(products)
        .set({ salesCount: sql`${products.salesCount} + 1` })
        .where(eq(products.id, order.productId));
    }
    return { kind: 'paid', transactionId: order.id } as const;
  });
  // Sales counts feed the catalogue's "popular" order: cached answers must not hide the change.
  if (outcome.kind === 'paid') bumpCatalogVersion();
  return outcome;
}
