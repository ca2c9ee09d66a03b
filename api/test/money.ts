// Money fixtures of the admin area: the platform's accounts over a test's own ledger entries (tests
// may share one PostgreSQL database, so never global sums), audit rows, unmatched transfers straight into
// the database, and a failure injected at commit to prove an action and its audit row roll back together.
import { randomUUID } from 'node:crypto';
import type { AdminTransfer, TransferPage } from '@app/shared/contracts/admin';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { adminAudit, bankTransfers, ledgerEntries, ledgerLines } from '../src/db/schema';
import type { Harness } from './harness';

export type AccountTotals = Record<string, number>;

/**
 * Σ lines per account over the entries of the given orders (`sale:`, `refund:`, `refund:…:sent`) and transfers
 * (`transfer:{id}:…`): debit > 0, credit < 0; accounts with no line are absent.
 */
export async function accountTotals(
  api: Harness,
  scope: { orderIds?: string[]; transferIds?: number[]; keys?: string[] },
): Promise<AccountTotals> {
  const conditions = [];
  if (scope.orderIds?.length) conditions.push(inArray(ledgerEntries.orderId, scope.orderIds));
  for (const id of scope.transferIds ?? []) conditions.push(like(ledgerEntries.key, `transfer:${id}:%`));
  if (scope.keys?.length) conditions.push(inArray(ledgerEntries.key, scope.keys));
  if (conditions.length === 0) return {};
  const rows = await api.app.database.db
    .select({ account: ledgerLines.account, total: sql<string>`sum(${ledgerLines.amount})::text` })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(or(...conditions))
    .groupBy(ledgerLines.account);
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]).filter(([, total]) => total !== 0));
}

/** The ledger entries (kind and key) of the given scope, oldest first. */
export async function entriesOf(api: Harness, scope: { orderId?: string; transferId?: number }) {
  const where = scope.orderId
    ? eq(ledgerEntries.orderId, scope.orderId)
    : like(ledgerEntries.key, `transfer:${scope.transferId}:%`);
  return api.app.database.db
    .select({ kind: ledgerEntries.kind, key: ledgerEntries.key })
    .from(ledgerEntries)
    .where(where)
    .orderBy(ledgerEntries.id);
}

export async function auditRows(api: Harness, objectType: string, objectId: string) {
  return api.app.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.objectType, objectType), eq(adminAudit.objectId, objectId)))
    .orderBy(adminAudit.id);
}

/** Every page of one tab of the admin's transfers, as an admin pressing "more" to the end would see them. */
export async function listTransfers(api: Harness, state: 'open' | 'closed', token: string): Promise<AdminTransfer[]> {
  const rows: AdminTransfer[] = [];
  let before: string | null = null;
  do {
    const answer = await api.call('listBankTransfers', { state, ...(before ? { before } : {}) }, token);
    if (answer.status !== 200) throw new Error(`listBankTransfers answered ${answer.status}`);
    const page = answer.body.result as TransferPage;
    rows.push(...page.transfers);
    before = page.nextBefore;
  } while (before);
  return rows;
}

/** A received transfer that paid nothing (as the webhook keeps it), written straight to the database. */
export async function unmatchedTransfer(
  api: Harness,
  amount: number,
  overrides: Partial<typeof bankTransfers.$inferInsert> = {},
): Promise<number> {
  const [row] = await api.app.database.db
    .insert(bankTransfers)
    .values({
      provider: 'test',
      providerId: randomUUID(),
      amount,
      content: `chuyen tien ${randomUUID().slice(0, 8)}`,
      accountNumber: '1234567890',
      status: 'unmatched',
      reason: 'no-match',
      ...overrides,
    })
    .returning({ id: bankTransfers.id });
  return row.id;
}

export async function transferRow(api: Harness, id: number) {
  const [row] = await api.app.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, id));
  return row;
}

/**
 * Makes every transaction that writes an audit row with `reason` fail at COMMIT — after the audit insert and
 * everything else the action wrote (a deferred constraint trigger). Answers the function that removes it.
 */
export async function failAtCommitFor(api: Harness, reason: string): Promise<() => Promise<void>> {
  const db = api.app.database.db;
  const name = `test_fail_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const literal = reason.replace(/'/g, "''");
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.reason = '${literal}' then raise exception 'injected failure at commit'; end if;
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`create constraint trigger ${name} after insert on admin_audit
      deferrable initially deferred for each row execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on admin_audit`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
