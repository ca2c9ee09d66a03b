// A webhook body that is not a transfer of the expected shape (a missing field, a wrong type, content over
// 1,000 characters, an amount that is not a whole number of đồng in range, …) is still recorded, raw, for the
// admin queue with the reason it was refused: the provider is answered 400 (its retries of the same body
// are harmless, deduplicated on its id), and nothing that may be someone's payment is dropped.
import { createHash } from 'node:crypto';
import { bankTransferWebhookSchema } from '@app/shared/contracts/checkout';
import type { Db } from '../../db/client';
import { bankTransfers } from '../../db/schema';
import { storable } from './storable';

const text = (value: unknown) => (typeof value === 'string' ? storable(value) : '');

/** Why a body is refused: its amount is not a whole, non-negative, sane number of đồng, or anything else. */
export type InvalidReason = 'invalid-amount' | 'invalid';

// The contract's own rule for the field, so the refusal and the record can never disagree with the parse.
const wellFormedAmount = (amount: unknown): amount is number =>
  bankTransferWebhookSchema.shape.transferAmount.safeParse(amount).success;

export async function recordInvalidTransfer(db: Db, provider: string, body: unknown): Promise<InvalidReason> {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const id = fields.id;
  // The provider's id when it gave one; else the body's fingerprint (a retry of the same body is the same).
  const providerId =
    (typeof id === 'string' && id) || (typeof id === 'number' && Number.isFinite(id))
      ? storable(String(id)).slice(0, 200)
      : `body-${createHash('sha256')
          .update(JSON.stringify(body) ?? '')
          .digest('hex')}`;
  const amount = fields.transferAmount;
  const reason: InvalidReason = wellFormedAmount(amount) ? 'invalid' : 'invalid-amount';
  await db
    .insert(bankTransfers)
    .values({
      provider,
      providerId,
      // The amount the body claimed stays in `raw`; the column holds only a well-formed one.
      amount: wellFormedAmount(amount) ? amount : 0,
      content: text(fields.content),
      accountNumber: text(fields.accountNumber) || null,
      status: 'unmatched',
      reason,
      raw: storable(body as object) ?? null,
    })
    .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerId] });
  return reason;
}
