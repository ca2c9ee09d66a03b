// A month of a user's statement, read in pages: the statement call answers one page under the month's totals,
// the CSV download walks every page of the month. The balance it tracks is what the platform still owes the
// user — pending + available + requested − what they owe it, i.e. minus the sum of their `payable`, `payout`
// and `receivable` lines — so every entry appears once with its net effect: a sale or commission adds, a
// refund takes back (also what it records as owed), a paid payout leaves, a write-off of a debt adds;
// a payout request or a failed payout only moves money between the user's own balances (net 0, listed for the
// record, the amount in its description). opening + Σ amounts = closing, always.
//
// Pages are keyset pages on (created_at, entry_id), each read as two ranges of the per-user index
// `ledger_lines_user_created_idx` (user, account, created_at) merged in time order, so a page costs its own
// lines whatever the month's size or the page's place in it (an OFFSET would read every earlier line again).
// The CSV file reads the whole month in one query instead, a batch at a time (Database.batches): pages would
// each sort what is left of the month when the planner misjudges a user's size.
import { INSTANT_CURSOR } from '@app/shared/contracts/common';
import type { LedgerStatement } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { vietnamDay } from '@app/shared/time/vietnam';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Queryable } from '../../db/client';
import type { ledgerEntries } from '../../db/schema';
import { maskAccount } from './mask';
import { MSG } from './payouts';

export type StatementLine = LedgerStatement['lines'][number];
type Kind = StatementLine['kind'];
type EntryKind = (typeof ledgerEntries.$inferSelect)['kind'];

/** The month's bounds, as vietnamMonthBounds gives them. */
export type Month = { start: Date; end: Date };

/**
 * The statement's kind of an entry that moved the user's money. Refund transfers and bank transfers settled by
 * an admin only move the platform's accounts, so they never reach here (null, skipped).
 */
function statementKind(kind: EntryKind, commission: boolean): Kind | null {
  switch (kind) {
    case 'sale':
      return commission ? 'commission' : 'sale';
    case 'refund':
    case 'payout_requested':
    case 'payout_paid':
    case 'payout_failed':
    case 'write_off':
      return kind;
    default:
      return null;
  }
}

/** The user's balance before `start`, and the month's change and number of lines (one per entry). */
export async function statementTotals(
  db: Queryable,
  userId: string,
  { start, end }: Month,
): Promise<{ opening: number; change: number; lines: number }> {
  // From the user's rows per Vietnam day (ledger_user_daily: the entries that moved their accounts and the net
  // of those lines; a month begins at 00:00 of a Vietnam day, and ends at the next month's): a row per day
  // with money instead of every line, one index range of the user's days up to the month's end.
  const first = vietnamDay(start);
  const [row] = rowsOf<{ opening: string; change: string; lines: number }>(
    await db.execute(sql`select coalesce(-sum(amount) filter (where day < ${first}::date), 0)::text as opening,
                                coalesce(-sum(amount) filter (where day >= ${first}::date), 0)::text as change,
                                coalesce(sum(entries) filter (where day >= ${first}::date), 0)::int as lines
                           from ledger_user_daily
                          where user_id = ${userId} and day < ${vietnamDay(end)}::date`),
  );
  return { opening: Number(row?.opening ?? 0), change: Number(row?.change ?? 0), lines: row?.lines ?? 0 };
}

/**
 * The most lines one entry has for one user: e.g. a refund after the hold where the user is both the creator
 * and the affiliate (per share: available taken, payout reduced, the rest owed).
 */
const ENTRY_LINES = 6;

type Row = {
  entry_id: number;
  at_key: string;
  at: string;
  amount: string;
  account: string;
  role: string | null;
  available_at: string;
  kind: EntryKind;
  order_id: string | null;
  payout_id: string | null;
  title: string | null;
  payout_amount: number | null;
  bank_name: string | null;
  account_number: string | null;
  reference: string | null;
  failure_reason: string | null;
  memo: string | null;
};

/** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The month's lines after the cursor `after` (all of them, or the first `wanted`), joined to what describes
 * them, in (created_at, entry id) order. With `entries`, only the lines of the first `entries` entries among
 * them are joined and answered: a page reads enough lines to hold its entries whatever their size, but looks up
 * only what it shows (most entries have one line: the lookups were six times the page).
 */
function linesQuery(
  userId: string,
  { start, end }: Month,
  after: string | null,
  wanted: number | null,
  entries: number | null = null,
): SQL {
  const cursor = after ? INSTANT_CURSOR.exec(after) : null;
  const from = sql`${cursor ? `${cursor[1]}Z` : start.toISOString()}::timestamptz`;
  const past = cursor ? sql`and (created_at > ${from} or entry_id > ${Number(cursor[2])}::bigint)` : sql``;
  const limit = wanted === null ? sql`` : sql`limit ${wanted}`;
  const range = (account: string) => sql`(select entry_id, created_at, amount, account, role, available_at
      from ledger_lines
     where user_id = ${userId} and account = ${account} and created_at >= ${from}
       and created_at < ${end.toISOString()} ${past}
     order by created_at, entry_id ${limit})`;
  const lines = sql`(${range('payable')} union all ${range('payout')} union all ${range('receivable')}
            order by created_at, entry_id ${limit})`;
  // An entry's lines share its instant, so its first `entries` entries are those of the earliest lines.
  const source =
    entries === null
      ? sql`${lines} l`
      : sql`(with m as materialized ${lines}
              select * from m where entry_id in (select entry_id from m group by entry_id
                                                  order by min(created_at), entry_id limit ${entries})) l`;
  return sql`
    select l.entry_id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at_key,
           ${iso(sql`l.created_at`)} as at, l.amount::text as amount, l.account, l.role,
           ${iso(sql`l.available_at`)} as available_at, e.kind, e.order_id, e.payout_id, o.product_title as title,
           p.amount as payout_amount, p.bank_name, p.account_number, p.reference, p.failure_reason, e.memo
      from ${source}
      join ledger_entries e on e.id = l.entry_id
      left join orders o on o.id = e.order_id
      left join payouts p on p.id = e.payout_id
     order by l.created_at, l.entry_id`;
}

/** An entry's lines for its user, summed: one statement line. */
type Entry = { first: Row; amount: number; availableAt: string; commission: boolean };

/** Rows in order into entries, adding to `entries` (whose last one may continue from an earlier batch). */
function addRows(entries: Entry[], rows: Row[]): Entry[] {
  for (const row of rows) {
    let entry = entries.at(-1);
    if (!entry || entry.first.entry_id !== row.entry_id) {
      entry = { first: row, amount: 0, availableAt: row.at, commission: true };
      entries.push(entry);
    }
    entry.amount -= Number(row.amount);
    if (row.account === 'payable' && (row.role === 'earning' || row.role === 'commission')) {
      entry.availableAt = row.available_at;
    }
    if (row.role !== 'commission') entry.commission = false;
  }
  return entries;
}

function toLines(entries: Entry[]): StatementLine[] {
  return entries.flatMap(({ first, amount, availableAt, commission }) => {
    const kind = statementKind(first.kind, commission);
    if (!kind) return [];
    return {
      at: first.at,
      kind,
      description: describe(kind, first),
      orderId: first.order_id,
      payoutId: first.payout_id,
      amount,
      availableAt,
    };
  });
}

/**
 * `size` lines of the month after `after` (a previous page's cursor, or null for the first page) — fewer only
 * on the month's last page — and the cursor of the page after them (null when the month ends here).
 */
export async function statementPage(
  db: Queryable,
  userId: string,
  month: Month,
  after: string | null,
  size: number,
): Promise<{ lines: StatementLine[]; next: string | null }> {
  // Lines enough for `size` + 1 entries of the most lines each, of which the first `size` + 1 entries are
  // answered: the first `size` are whole (at most ENTRY_LINES × size lines, fewer than were read), and a next
  // one exists exactly when `size` + 1 came back (cut at `wanted` lines, those lines hold at least `size` + 1).
  const wanted = ENTRY_LINES * (size + 1);
  const rows = rowsOf<Row>(await db.execute(linesQuery(userId, month, after, wanted, size + 1)));
  const entries = addRows([], rows);
  const page = entries.slice(0, size);
  const last = page.at(-1);
  const more = entries.length > size;
  return { lines: toLines(page), next: more && last ? `${last.first.at_key}Z_${last.first.entry_id}` : null };
}

/**
 * Every line of the month, in order, about `size` at a time, from one read (a cursor on PostgreSQL): what the
 * CSV file writes, however many lines the month has.
 */
export async function* statementLines(
  database: Pick<Database, 'batches'>,
  userId: string,
  month: Month,
  size: number,
): AsyncGenerator<StatementLine[]> {
  let entries: Entry[] = [];
  for await (const rows of database.batches<Row>(linesQuery(userId, month, null, null), size)) {
    addRows(entries, rows);
    // The last entry may go on in the next batch.
    const open = entries.pop();
    yield toLines(entries);
    entries = open ? [open] : [];
  }
  yield toLines(entries);
}

function describe(kind: Kind, row: Row): string {
  const text = MSG.statement;
  const title = row.title ?? '';
  if (kind === 'sale') return text.sale(title);
  if (kind === 'commission') return text.commission(title);
  if (kind === 'refund') return text.refund(title);
  if (kind === 'write_off') return text.writtenOff(row.memo ?? '');
  if (row.payout_amount === null || row.bank_name === null) return '';
  const account = maskAccount(row.account_number ?? '');
  const amount = formatVnd(Number(row.payout_amount));
  if (kind === 'payout_requested') return text.payoutRequested(amount, row.bank_name, account);
  if (kind === 'payout_paid') return text.payoutPaid(row.bank_name, account, row.reference ?? '');
  return text.payoutFailed(amount, row.failure_reason ?? '');
}
