// A webhook body that is not a transfer of the expected shape (a missing field, a wrong type, content over
// 1,000 characters, …) is still recorded, raw, for the admin queue: the provider gets its 200 and
// stops retrying, and nothing that may be someone's payment is dropped.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { bankTransfers } from '../../db/schema';
import { storable } from './storable';

const text = (value: unknown) => (typeof value === 'string' ? storable(value) : '');

export async function recordInvalidTransfer(db: Db, provider: string, body: unknown): Promise<void> {
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
  await db
    .insert(bankTransfers)
    .values({
      provider,
      providerId,
      amount: typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : 0,
      content: text(fields.content),
      accountNumber: text(fields.accountNumber) || null,
      status: 'unmatched',
      reason: 'invalid',
      raw: storable(body as object) ?? null,
    })
    .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerId] });
}
