// Confirms a payment from one incoming bank transfer, in ONE database transaction: record the transfer
// (deduplicated on the provider's id), find `TT {id}` in the note, and hand the order to payments.confirm
// (which checks it is payable and runs every payment step: library grant, sales count, …). Anything that
// does not pay an open order in full is kept, unmatched, for the admin queue.
import type { BankTransferWebhook } from '@app/shared/contracts/checkout';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankTransfers, orders } from '../../db/schema';
import { fold } from '@app/shared/text/fold';
import { storable } from './storable';
import type { Payments, Refusal } from '../../domain/payments';
import { payments as allPayments } from '../payment-steps';

export const PROVIDER = 'sepay';

export type Outcome =
  { kind: 'duplicate' } | { kind: 'paid'; orderId: string } | { kind: 'queued'; reason: QueueReason };

export type QueueReason = 'outgoing' | 'no-match' | 'wrong-account' | 'wrong-bank' | Refusal;

/** The receiving account (config.payee): a transfer counts only when it was paid to this account. */
export type Payee = { accountNumber: string; bankName: string };

const digitsOf = (value: string) => value.replace(/\D/g, '');
const folded = (value: string) => fold(value).replace(/[^a-z0-9]/g, '');

/** Why the transfer cannot be for us, or null: the account must be the payee's, and the bank when named. */
function wrongPayee(body: BankTransferWebhook, payee: Payee): QueueReason | null {
  if (digitsOf(body.accountNumber) !== digitsOf(payee.accountNumber)) return 'wrong-account';
  if (body.gateway.trim() && folded(body.gateway) !== folded(payee.bankName)) return 'wrong-bank';
  return null;
}

/**
 * Every id that could follow a `TT` in the note, longest first. Banks change case, drop or add spaces
 * and punctuation (`tt abcd...`, `TT-ABCD...`, `TTABCD...`), so the note is reduced to letters and digits
 * and every `TT` is tried with each length an order id can have (6–20).
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

export async function confirmTransfer(
  db: Db,
  body: BankTransferWebhook,
  { payee, payments = allPayments }: { payee: Payee; payments?: Payments },
): Promise<Outcome> {
  let afterCommit: (() => void)[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [transfer] = await tx
      .insert(bankTransfers)
      .values({
        provider: PROVIDER,
        providerId: String(body.id),
        amount: body.transferAmount,
        content: storable(body.content),
        accountNumber: storable(body.accountNumber),
        status: 'unmatched',
        raw: storable(body),
      })
      .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerId] })
      .returning({ id: bankTransfers.id });
    if (!transfer) return { kind: 'duplicate' } as const;

    const queue = async (reason: QueueReason): Promise<Outcome> => {
      await tx
        .update(bankTransfers)
        .set({ reason, ...(reason === 'outgoing' ? { status: 'ignored' as const } : {}) })
        .where(eq(bankTransfers.id, transfer.id));
      return { kind: 'queued', reason };
    };
    if (body.transferType !== 'in') return queue('outgoing');
    const wrong = wrongPayee(body, payee);
    if (wrong) return queue(wrong);

    const candidates = noteCandidates(body.content);
    if (candidates.length === 0) return queue('no-match');
    // Locks the order: a concurrent transfer or cancel for it waits for this transaction.
    const rows = await tx.select().from(orders).where(inArray(orders.id, candidates)).for('update');
    const order = rows.sort((a, b) => b.id.length - a.id.length)[0];
    if (!order) return queue('no-match');

    const confirmation = await payments.confirm(tx, {
      order,
      amountReceived: body.transferAmount,
      transferId: transfer.id,
    });
    if (confirmation.kind === 'refused') return queue(confirmation.reason);
    afterCommit = confirmation.afterCommit;
    // Paid more than the price: the order is paid, and the excess waits in the admin queue to be refunded.
    await tx
      .update(bankTransfers)
      .set({
        status: 'matched',
        orderId: order.id,
        excess: Math.max(0, body.transferAmount - order.price),
        reason: body.transferAmount > order.price ? 'overpaid' : null,
      })
      .where(eq(bankTransfers.id, transfer.id));
    return { kind: 'paid', orderId: order.id } as const;
  });
  // Only once committed: what the payment steps left for after (e.g. dropping cached catalogue answers).
  if (outcome.kind === 'paid') for (const work of afterCommit) work();
  return outcome;
}
