// Money fixtures of the admin area: the platform's accounts over a test's own ledger entries (tests
// may share one PostgreSQL database, so never global sums), audit rows, unmatched transfers straight into
// the database, and a failure injected at commit to prove an action and its audit row roll back together.
import { randomUUID } from 'node:crypto';
import type { AdminTransfer, TransferPage } from '@app/shared/contracts/admin';
import type { AdminPayout, PayoutPage, PayoutTab } from '@app/shared/contracts/ledger';
import type { RefundPage, RefundRequest, RefundTab } from '@app/shared/contracts/refunds';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { adminAudit, bankTransfers, ledgerEntries, ledgerLines, payouts, refundRequests } from '../src/db/schema';
import { shortId } from '../src/lib/ids';
import { dbUser, paidOrder } from './ledger';
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

/** Every page of a list read a page at a time, as an admin pressing "Tải thêm" to the end would see them. */
async function everyPage<Row>(
  api: Harness,
  callable: string,
  input: Record<string, unknown>,
  rowsOf: (page: never) => Row[],
  token: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  let before: string | null = null;
  do {
    const answer = await api.call(callable, { ...input, ...(before ? { before } : {}) }, token);
    if (answer.status !== 200) throw new Error(`${callable} answered ${answer.status}`);
    const page = answer.body.result as { nextBefore: string | null };
    rows.push(...rowsOf(page as never));
    before = page.nextBefore;
  } while (before);
  return rows;
}

/** Every transfer of one tab of the admins' transfer queue. */
export const listTransfers = (api: Harness, state: 'open' | 'closed', token: string): Promise<AdminTransfer[]> =>
  everyPage(api, 'listBankTransfers', { state }, (page: TransferPage) => page.transfers, token);

/** Every payout of one tab of the admins' payout screen. */
export const listPayoutTab = (api: Harness, state: PayoutTab, token: string): Promise<AdminPayout[]> =>
  everyPage(api, 'listPayouts', { state }, (page: PayoutPage) => page.payouts, token);

/** Every request of one tab of the admins' refund queue. */
export const listRefundTab = (api: Harness, state: RefundTab, token: string): Promise<RefundRequest[]> =>
  everyPage(api, 'listRefundRequests', { state }, (page: RefundPage) => page.requests, token);

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

/**
 * A product refund request of its own paid order (a product and a buyer of its own), written straight to the
 * database: pending unless `overrides` says otherwise. Never one that moved money (sent), so the shared
 * database's reconciliation stays whole.
 */
export async function refundRequestRow(
  api: Harness,
  creatorId: string,
  overrides: Partial<typeof refundRequests.$inferInsert> = {},
): Promise<string> {
  const order = await paidOrder(api, creatorId, 100_000, new Date());
  const id = shortId(10);
  await api.app.database.db.insert(refundRequests).values({
    id,
    kind: 'product',
    userId: order.buyerId,
    productId: order.productId,
    orderId: order.id,
    amount: order.price,
    reason: 'Sản phẩm không như mô tả',
    ...overrides,
  });
  return id;
}

/**
 * A payout request of a user of its own, written straight to the database: requested unless `overrides` says
 * otherwise. Never one that moved money (paid), so the shared database's reconciliation stays whole.
 */
export async function payoutRow(api: Harness, overrides: Partial<typeof payouts.$inferInsert> = {}): Promise<string> {
  const id = shortId(10);
  await api.app.database.db.insert(payouts).values({
    id,
    userId: await dbUser(api),
    amount: 200_000,
    requestKey: randomUUID(),
    bankName: 'Vietcombank',
    accountNumber: '0123456789',
    accountHolder: 'NGUYEN VAN A',
    ...overrides,
  });
  return id;
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
