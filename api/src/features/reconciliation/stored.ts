// The stored balances against the ledger lines, as the reconciliation check and page see them. The lines are
// the truth; the running balances kept beside them (domain/balances.ts, one per owner, account and role) are
// a summary that must agree, account by account.
import type { ReconciliationFinding, UserBalanceCheck } from '@app/shared/contracts/reconciliation';
import type { Queryable } from '../../db/client';
import { checkStoredBalances } from '../../domain/balances';

/** The user's accounts: the stored balance beside the sum of the lines. */
export async function userBalanceRows(db: Queryable, uid: string): Promise<UserBalanceCheck['rows']> {
  const rows = await checkStoredBalances(db, { userId: uid });
  return rows.map(({ account, stored, recomputed }) => ({ account, stored, recomputed }));
}

/** Every stored balance (any user's, the platform's) that differs from its lines, as the check reports it. */
export async function storedBalanceFindings(db: Queryable): Promise<ReconciliationFinding[]> {
  const rows = await checkStoredBalances(db);
  return rows.map((row) => ({
    kind: 'stored-balance',
    day: null,
    account: row.account,
    userId: row.userId,
    expected: row.recomputed,
    actual: row.stored,
  }));
}
