// One balanced ledger entry written, exactly once per business key: the primitive under every posting of
// domain/ledger.ts, which is its only caller (the rules of what to post live there; this only writes what it is
// given, refusing an unbalanced or fractional entry before the database's own deferred check would).
import type { Tx } from '../db/client';
import { ledgerEntries, ledgerLines } from '../db/schema';

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

/**
 * Writes one entry and its lines at `at`, or nothing when its key was already posted (answers false).
 * Zero lines are dropped (the table refuses them); the lines must sum to zero, which the database checks
 * again at commit — this check only makes a bug fail here, with the entry's key in the message.
 */
export async function post(
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
