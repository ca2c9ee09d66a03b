// Reconciliation: does every đồng the bank saw agree with what the platform booked? For each Vietnam day:
// - money in: the bank transfers received (outgoing ones excluded) = the prices of the orders they paid + what
//   they paid over those prices + the transfers that paid no order. The orders' prices are read from the
//   orders themselves, so a transfer recorded as paying more or less than its order shows as a difference.
// - money out: what the ledger took out of cash = payouts marked paid + refunds marked sent + transfers (or
//   their excess) sent back, each read from its own table.
// - the trial balance at the end of the day: every account summed over the ledger lines, the total 0.
// Every read walks an index over the day's range (bank_transfers by received_at, payouts paid by decided_at,
// refunds by sent_at, transfers by resolved_at, the platform's cash lines by created_at), so a month costs a
// month's rows whatever the history. The trial balance is read from the ledger's stored summaries (the running
// balances less the daily rollups of the days after it), which the check compares with the lines themselves.
import type { ReconciliationDay, ReconciliationFinding, TrialBalance } from '@app/shared/contracts/reconciliation';
import { emptyReconciliationDay } from '@app/shared/money/reconciliation';
import { VIETNAM_OFFSET_MS } from '@app/shared/time/vietnam';
import { and, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Queryable } from '../db/client';
import { bankTransfers, ledgerLines, orders, payouts, refundRequests } from '../db/schema';
import { dayOf } from '../db/vietnam-day';
import { DAY_MS } from './ledger';

/** The instants a Vietnam day 'YYYY-MM-DD' begins and ends ([start, end)). */
export function dayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - VIETNAM_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const n = (value: unknown) => Number(value ?? 0);

/** The money in and out of every Vietnam day from `from` to `to`, oldest first, days without money as zeros. */
export async function reconcileDays(db: Queryable, from: string, to: string): Promise<ReconciliationDay[]> {
  const start = dayBounds(from).start;
  const end = dayBounds(to).end;
  const inRange = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
  const matched = sql`${bankTransfers.status} = 'matched'`;
  const received = dayOf(bankTransfers.receivedAt);
  const settled = dayOf(bankTransfers.resolvedAt);
  const paid = dayOf(payouts.decidedAt);
  const sent = dayOf(refundRequests.sentAt);
  const booked = dayOf(ledgerLines.createdAt);
  const [moneyIn, returned, payoutsPaid, refundsSent, cashOut] = await Promise.all([
    db
      .select({
        day: received,
        transfers: sql<number>`count(*)::int`,
        received: sql<string>`coalesce(sum(${bankTransfers.amount}), 0)::text`,
        ordersPaid: sql<string>`coalesce(sum(${orders.price}) filter (where ${matched}), 0)::text`,
        excess: sql<string>`coalesce(sum(${bankTransfers.excess}) filter (where ${matched}), 0)::text`,
        unmatched: sql<string>`coalesce(sum(${bankTransfers.amount}) filter (where not ${matched}), 0)::text`,
      })
      .from(bankTransfers)
      .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
      // The webhook records the account's outgoing transfers too (closed from the start): they are not money in.
      .where(
        and(inRange(bankTransfers.receivedAt), or(isNull(bankTransfers.reason), ne(bankTransfers.reason, 'outgoing'))),
      )
      .groupBy(received),
    // Sent back from the admin queue: a whole unmatched transfer (refunded), or an overpayment's excess.
    db
      .select({
        day: settled,
        amount: sql<string>`coalesce(sum(case when ${bankTransfers.status} = 'refunded' then ${bankTransfers.amount}
          when ${matched} then ${bankTransfers.excess} else 0 end), 0)::text`,
      })
      .from(bankTransfers)
      .where(and(sql`${bankTransfers.resolvedAt} is not null`, inRange(bankTransfers.resolvedAt)))
      .groupBy(settled),
    db
      .select({ day: paid, amount: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
      .from(payouts)
      .where(and(eq(payouts.status, 'paid'), inRange(payouts.decidedAt)))
      .groupBy(paid),
    db
      .select({ day: sent, amount: sql<string>`coalesce(sum(${refundRequests.amount}), 0)::text` })
      .from(refundRequests)
      .where(and(sql`${refundRequests.sentAt} is not null`, inRange(refundRequests.sentAt)))
      .groupBy(sent),
    // The platform's cash lines (under the null user in the per-user index, which carries the amount).
    db
      .select({ day: booked, amount: sql<string>`coalesce(-sum(${ledgerLines.amount}), 0)::text` })
      .from(ledgerLines)
      .where(
        and(
          isNull(ledgerLines.userId),
          eq(ledgerLines.account, 'cash'),
          inRange(ledgerLines.createdAt),
          lt(ledgerLines.amount, 0),
        ),
      )
      .groupBy(booked),
  ]);

  const days = new Map(daysBetween(from, to).map((day) => [day, emptyReconciliationDay(day)]));
  const at = (day: string) => days.get(day);
  for (const row of moneyIn) {
    const day = at(row.day);
    if (!day) continue;
    day.transfers = row.transfers;
    day.received = n(row.received);
    day.ordersPaid = n(row.ordersPaid);
    day.excess = n(row.excess);
    day.unmatched = n(row.unmatched);
  }
  const add = (
    rows: { day: string; amount: string }[],
    field: 'transfersReturned' | 'payoutsPaid' | 'refundsSent' | 'cashOut',
  ) => {
    for (const row of rows) {
      const day = at(row.day);
      if (day) day[field] = n(row.amount);
    }
  };
  add(returned, 'transfersReturned');
  add(payoutsPaid, 'payoutsPaid');
  add(refundsSent, 'refundsSent');
  add(cashOut, 'cashOut');
  for (const day of days.values()) {
    day.inDifference = day.received - (day.ordersPaid + day.excess + day.unmatched);
    day.outDifference = day.cashOut - (day.payoutsPaid + day.refundsSent + day.transfersReturned);
  }
  return [...days.values()];
}

const asTrialBalance = (day: string, rows: { account: string; balance: string }[]): TrialBalance => {
  const accounts = rows.map((row) => ({ account: row.account, balance: n(row.balance) }));
  return { asOf: day, accounts, total: accounts.reduce((sum, row) => sum + row.balance, 0) };
};

/**
 * Every account of the ledger at the end of Vietnam day `day`, from the stored summaries the database keeps
 * from the lines: each account's running balance (ledger_balances, a few rows per user) less its daily rollups
 * of the later days (ledger_daily by day), so a recent day reads the running balances and a few days of rows,
 * however long the history. Every account that has a running balance is listed (0 when nothing was booked on
 * it by then). The total must be 0.
 */
export async function trialBalance(db: Queryable, day: string): Promise<TrialBalance> {
  const rows = rowsOf<{ account: string; balance: string }>(
    await db.execute(sql`
      select account::text as account, sum(amount)::text as balance
        from (select account, amount from ledger_balances
              union all
              select account, -amount from ledger_daily where day > ${day}::date) summaries
       group by summaries.account
       order by summaries.account`),
  );
  return asTrialBalance(day, rows);
}

/**
 * The same, recomputed from every line up to the end of `day` (what the check compares the stored one with):
 * a scan of the whole ledger, for on-demand checks only. Lists the accounts that have a line by then.
 */
export async function trialBalanceFromLines(db: Queryable, day: string): Promise<TrialBalance> {
  const rows = await db
    .select({
      account: sql<string>`${ledgerLines.account}::text`,
      balance: sql<string>`sum(${ledgerLines.amount})::text`,
    })
    .from(ledgerLines)
    .where(lt(ledgerLines.createdAt, dayBounds(day).end))
    .groupBy(ledgerLines.account)
    .orderBy(ledgerLines.account);
  return asTrialBalance(day, rows);
}

/**
 * Each account whose stored trial balance differs from the one recomputed from the lines (an account missing
 * on one side counts as 0 there): expected what the lines say, actual what is stored.
 */
export function storedTrialFindings(stored: TrialBalance, lines: TrialBalance): ReconciliationFinding[] {
  const kept = new Map(stored.accounts.map((row) => [row.account, row.balance]));
  const summed = new Map(lines.accounts.map((row) => [row.account, row.balance]));
  return [...new Set([...summed.keys(), ...kept.keys()])]
    .filter((account) => (kept.get(account) ?? 0) !== (summed.get(account) ?? 0))
    .map((account) => ({
      kind: 'stored-trial-balance' as const,
      day: lines.asOf,
      account,
      userId: null,
      expected: summed.get(account) ?? 0,
      actual: kept.get(account) ?? 0,
    }));
}

/** What the check finds wrong with a day: its money in or out that does not add up, a trial balance that is not 0. */
export function dayFindings(day: ReconciliationDay, balance: TrialBalance): ReconciliationFinding[] {
  const findings: ReconciliationFinding[] = [];
  const none = { account: null, userId: null };
  if (day.inDifference !== 0) {
    findings.push({
      kind: 'money-in',
      day: day.day,
      ...none,
      expected: day.ordersPaid + day.excess + day.unmatched,
      actual: day.received,
    });
  }
  if (day.outDifference !== 0) {
    findings.push({
      kind: 'money-out',
      day: day.day,
      ...none,
      expected: day.payoutsPaid + day.refundsSent + day.transfersReturned,
      actual: day.cashOut,
    });
  }
  if (balance.total !== 0) {
    findings.push({ kind: 'trial-balance', day: balance.asOf, ...none, expected: 0, actual: balance.total });
  }
  return findings;
}
