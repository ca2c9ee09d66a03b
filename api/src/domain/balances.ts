// The ledger's stored summaries, read and checked. The database writes them (migration ledger_summaries:
// an AFTER INSERT trigger on ledger_lines, in the same statement as the lines, so in the same transaction) and
// refuses any other write; no code here or elsewhere writes them. What they hold (schema/ledger.ts):
// - ledger_balances: per owner (a user, or null for the platform's accounts), account and role, the sum of the
//   lines' amounts, and of the lines in sale entries their count and their orders' prices (gross), of the lines
//   in refund entries their orders' prices (refunded);
// - ledger_daily: the same per Vietnam day of the lines' time;
// - ledger_product_daily: the same per user, role, day and product, for the lines that name a product;
// - ledger_user_daily: per user and Vietnam day, the entries that moved the user's accounts and their net (a
//   statement's line count and change);
// - orders_daily (migration orders_daily, triggers on orders and ledger_entries): per Vietnam day of the orders'
//   creation, how many were made and how many of those have their sale entry.
// - ledger_releases (migration user_counts_and_releases): the payable lines written with a hold, per user and
//   UTC hour of their available_at.
// What is still in its hold depends on the moment asked: the release buckets after the current hour, plus the
// current hour's own lines still ahead (pendingParts) — a few hundred rows at most, whatever the hold covers.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/client';
import { ledgerBalances, type ledgerDaily, ledgerLines } from '../db/schema';

export type BalanceCheckRow = { userId: string | null; account: string; stored: number; recomputed: number };

/**
 * Each (owner, account)'s stored balance beside the sum of its lines: every row of that user when `userId` is
 * given (the platform's accounts when it is null), else only the rows that differ — none when the summaries
 * are right. The platform's accounts have a null user.
 */
export async function checkStoredBalances(
  db: Queryable,
  options: { userId?: string | null } = {},
): Promise<BalanceCheckRow[]> {
  const one = options.userId !== undefined;
  const owner = (column: SQL) =>
    !one ? sql`true` : options.userId === null ? sql`${column} is null` : sql`${column} = ${options.userId}`;
  const rows = rowsOf<{ user_id: string | null; account: string; stored: string; recomputed: string }>(
    await db.execute(sql`
      with stored as (
        select user_id, account, sum(amount) as amount from ledger_balances
         where ${owner(sql`user_id`)} group by user_id, account
      ), lines as (
        select user_id, account, sum(amount) as amount from ledger_lines
         where ${owner(sql`user_id`)} group by user_id, account
      )
      select coalesce(s.user_id, l.user_id) as user_id, coalesce(s.account, l.account)::text as account,
             coalesce(s.amount, 0)::text as stored, coalesce(l.amount, 0)::text as recomputed
        from stored s
        full join lines l on coalesce(l.user_id, '') = coalesce(s.user_id, '') and l.account = s.account
       where ${one ? sql`true` : sql`coalesce(s.amount, 0) <> coalesce(l.amount, 0)`}
       order by 1 nulls first, 2`),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    account: row.account,
    stored: Number(row.stored),
    recomputed: Number(row.recomputed),
  }));
}

export type RollupCheckRow = {
  table:
    | 'ledger_balances'
    | 'ledger_daily'
    | 'ledger_product_daily'
    | 'orders_daily'
    | 'ledger_releases'
    | 'user_counts'
    | 'order_refunds'
    | 'affiliate_clicks_daily'
    | 'ledger_user_daily';
  /** The row's key (owner, account, role, day, product as the table has them), as JSON. */
  key: string;
  stored: RollupFigures | null;
  recomputed: RollupFigures | null;
};
type RollupFigures =
  | { amount: number; sales: number; gross: number; refunded: number }
  | { created: number; createdPaid: number }
  | { amount: number; firstAt: string }
  | { users: number; creators: number; suspended: number }
  | { orders: number; gross: number }
  | { clicks: number }
  | { entries: number; amount: number };
type FoundRow = { key: string; stored: RollupFigures | null; recomputed: RollupFigures | null };

/** Each summary table's key, as columns of the table and as expressions over a line (`n`). */
const ROLLUPS: { table: RollupCheckRow['table']; keys: [string, string][]; where?: string }[] = [
  {
    table: 'ledger_balances',
    keys: [
      ['user_id', 'n.user_id'],
      ['account', 'n.account'],
      ['role', "coalesce(n.role, '')"],
    ],
  },
  {
    table: 'ledger_daily',
    keys: [
      ['user_id', 'n.user_id'],
      ['account', 'n.account'],
      ['role', "coalesce(n.role, '')"],
      ['day', "((n.created_at at time zone 'UTC') + interval '7 hours')::date"],
    ],
  },
  {
    table: 'ledger_product_daily',
    keys: [
      ['user_id', 'n.user_id'],
      ['role', "coalesce(n.role, '')"],
      ['day', "((n.created_at at time zone 'UTC') + interval '7 hours')::date"],
      ['product_id', 'n.product_id'],
    ],
    where: 'n.user_id is not null and n.product_id is not null',
  },
];

/**
 * The rows of summary `table` that differ from the same rows recomputed (`recomputed`: a query of the key
 * columns `keys` and the figures' columns), a row missing on either side included; the figures as JSON under
 * their names.
 */
async function differing(
  db: Queryable,
  table: RollupCheckRow['table'],
  keys: string[],
  figures: Record<string, string>,
  recomputed: string,
  stored: string = table,
): Promise<RollupCheckRow[]> {
  const columns = Object.values(figures);
  const object = (side: 's' | 'r') =>
    `case when ${side}.${keys[0]} is not null then json_build_object(${Object.entries(figures)
      .map(([name, column]) => `'${name}', ${side}.${column}`)
      .join(', ')}) end`;
  const rows = rowsOf<FoundRow>(
    await db.execute(
      sql.raw(`
      with r as (${recomputed})
      select json_build_array(${keys.map((key) => `coalesce(s.${key}, r.${key})`).join(', ')})::text as key,
             ${object('s')} as stored, ${object('r')} as recomputed
        from ${stored} s full join r on ${keys.map((key) => `r.${key} = s.${key}`).join(' and ')}
       where (${columns.map((column) => `s.${column}`).join(', ')})
             is distinct from (${columns.map((column) => `r.${column}`).join(', ')})
       order by 1`),
    ),
  );
  return rows.map((row) => ({ table, ...row }));
}

/**
 * Every stored summary row (balances, daily and product rollups, releases, statement days, orders and an
 * affiliate's clicks per day, the user and refunded-order counts) that differs from the same figures recomputed
 * from all the lines, orders, clicks and users: none when the summaries are right. Reads every line: for tests
 * and on-demand checks.
 */
export async function checkStoredRollups(db: Queryable): Promise<RollupCheckRow[]> {
  const found: RollupCheckRow[] = [];
  for (const { table, keys, where } of ROLLUPS) {
    const columns = keys.map(([column]) => column);
    const same = columns.map((column) => `coalesce(s.${column}::text, '') = coalesce(r.${column}::text, '')`);
    const rows = rowsOf<FoundRow>(
      await db.execute(
        sql.raw(`
        with r as (
          select ${keys.map(([column, expression]) => `${expression} as ${column}`).join(', ')},
                 sum(n.amount) as amount, count(*) filter (where e.kind = 'sale') as sales,
                 coalesce(sum(o.price) filter (where e.kind = 'sale'), 0) as gross,
                 coalesce(sum(o.price) filter (where e.kind = 'refund'), 0) as refunded
            from ledger_lines n join ledger_entries e on e.id = n.entry_id left join orders o on o.id = e.order_id
           ${where ? `where ${where}` : ''}
           group by ${columns.map((_, index) => index + 1).join(', ')}
        )
        select json_build_array(${columns.map((column) => `coalesce(s.${column}, r.${column})`).join(', ')})::text as key,
               case when s.amount is not null then json_build_object(
                 'amount', s.amount, 'sales', s.sales, 'gross', s.gross, 'refunded', s.refunded) end as stored,
               case when r.amount is not null then json_build_object(
                 'amount', r.amount, 'sales', r.sales, 'gross', r.gross, 'refunded', r.refunded) end as recomputed
          from (select ${columns.join(', ')}, sum(amount) as amount, sum(sales) as sales, sum(gross) as gross,
                       sum(refunded) as refunded
                  from ${table} group by ${columns.join(', ')}) s
          full join r on ${same.join(' and ')}
         where (s.amount, s.sales, s.gross, s.refunded) is distinct from (r.amount, r.sales, r.gross, r.refunded)
         order by 1`),
      ),
    );
    for (const row of rows) found.push({ table, ...row });
  }
  // Orders per day of their creation: each order once, paid when it has its sale entry.
  found.push(
    ...(await differing(
      db,
      'orders_daily',
      ['day'],
      { created: 'created', createdPaid: 'created_paid' },
      `
      select ((o.created_at at time zone 'UTC') + interval '7 hours')::date as day, count(*) as created,
             count(e.id) as created_paid
        from orders o left join ledger_entries e on e.order_id = o.id and e.kind = 'sale'
       group by 1`,
      // Its slots summed (schema/ledger.ts LEDGER_SLOTS).
      `(select day, sum(created) as created, sum(created_paid) as created_paid from orders_daily group by day)`,
    )),
  );
  // Held payable lines per user and hour of their release.
  found.push(
    ...(await differing(
      db,
      'ledger_releases',
      ['user_id', 'hour'],
      { amount: 'amount', firstAt: 'first_at' },
      `
      select user_id, date_trunc('hour', available_at at time zone 'UTC') at time zone 'UTC' as hour,
             sum(amount) as amount, min(available_at) as first_at
        from ledger_lines
       where account = 'payable' and user_id is not null and available_at > created_at
       group by 1, 2`,
    )),
  );
  // A statement's rows per user and day: the entries that moved the user's accounts, and their net.
  found.push(
    ...(await differing(
      db,
      'ledger_user_daily',
      ['user_id', 'day'],
      { entries: 'entries', amount: 'amount' },
      `
      select user_id, ((created_at at time zone 'UTC') + interval '7 hours')::date as day,
             count(distinct entry_id) as entries, sum(amount) as amount
        from ledger_lines where user_id is not null
       group by 1, 2`,
    )),
  );
  // An affiliate's clicks per day.
  found.push(
    ...(await differing(
      db,
      'affiliate_clicks_daily',
      ['affiliate_id', 'day'],
      { clicks: 'clicks' },
      `select affiliate_id, day, count(*) as clicks from affiliate_clicks group by 1, 2`,
    )),
  );
  // The users counted (one row).
  found.push(
    ...(await differing(
      db,
      'user_counts',
      ['id'],
      { users: 'users', creators: 'creators', suspended: 'suspended' },
      `
      select 1 as id, count(*) as users, count(*) filter (where 'creator' = any(roles)) as creators,
             count(*) filter (where suspended_at is not null) as suspended
        from users`,
    )),
  );
  // The refunded orders counted, with what they had cost (one row).
  found.push(
    ...(await differing(
      db,
      'order_refunds',
      ['id'],
      { orders: 'orders', gross: 'gross' },
      `select 1 as id, count(*) as orders, coalesce(sum(price), 0) as gross from orders where status = 'refunded'`,
    )),
  );
  return found;
}

/** `owed`: what the user owes the platform (receivable) — the part of a refunded share nothing else could take back. */
export type Balance = { pending: number; available: number; requested: number; paidOut: number; owed: number };

const asNumber = (value: unknown) => Number(value ?? 0);

/** The roles of a user's payable lines: a creator's earnings from their sales, an affiliate's commissions. */
export type PayableRole = 'earning' | 'commission';

/**
 * The user's payable amounts still in their hold at `at`, as (Vietnam day, earliest instant, sum of lines)
 * parts: the stored release buckets of the hours after `at`'s hour, and the lines of `at`'s own hour that are
 * still ahead. Exact because the buckets partition the held lines by hour: a later hour is wholly ahead of `at`.
 * (A line written without a hold, available_at = created_at, is in no bucket: it is never ahead of a clock that
 * reads its posting time or later.)
 */
function pendingParts(userId: string, at: Date): SQL {
  const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  const nextHour = new Date(hour.getTime() + HOUR_MS);
  return sql`
    select ((hour at time zone 'UTC') + interval '7 hours')::date as day, first_at, amount
      from ledger_releases where user_id = ${userId} and hour > ${hour.toISOString()}
    union all
    select ((available_at at time zone 'UTC') + interval '7 hours')::date, available_at, amount
      from ledger_lines where user_id = ${userId} and account = 'payable'
       and available_at > ${at.toISOString()} and available_at < ${nextHour.toISOString()}`;
}

const HOUR_MS = 3_600_000;

/**
 * A user's rows of one payable role, in the ledger's lines or in one of its stored summaries that keeps the
 * account (ledger_balances, ledger_daily): the one filter of a creator's or an affiliate's money.
 */
export const payableRows = (
  table: typeof ledgerLines | typeof ledgerBalances | typeof ledgerDaily,
  userId: string,
  role: PayableRole,
): SQL => and(eq(table.userId, userId), eq(table.account, 'payable'), eq(table.role, role)) as SQL;

/**
 * One role of a user's payable account, all time, as stored: its sales (count and gross, at the orders' prices)
 * and the sum of its lines (`amount`, negative: a credit to the user).
 */
export type RoleTotals = { sales: number; gross: number; amount: number };

/** The columns of a user's balance, read from their rows of ledger_balances. */
const balanceColumns = (userId: string, at: Date) => {
  const { account, amount, role } = ledgerBalances;
  return {
    payable: sql<string>`coalesce(sum(${amount}) filter (where ${account} = 'payable'), 0)::text`,
    requested: sql<string>`coalesce(-sum(${amount}) filter (where ${account} = 'payout'), 0)::text`,
    paidOut: sql<string>`coalesce(sum(${amount}) filter (where ${account} = 'payout' and ${role} = 'payout_paid'), 0)::text`,
    owed: sql<string>`coalesce(sum(${amount}) filter (where ${account} = 'receivable'), 0)::text`,
    pending: sql<string>`(select coalesce(-sum(amount), 0) from (${pendingParts(userId, at)}) as held)::text`,
  };
};

type BalanceRow = { payable: string; requested: string; paidOut: string; owed: string; pending: string };

const balanceFrom = (row: BalanceRow | undefined): Balance => {
  const pending = asNumber(row?.pending);
  return {
    pending,
    available: 0 - asNumber(row?.payable) - pending,
    requested: asNumber(row?.requested),
    paidOut: asNumber(row?.paidOut),
    owed: asNumber(row?.owed),
  };
};

/**
 * The user's balance at `at`: their running balances as stored (ledger_balances, kept by the database from the
 * lines), less what is still in its hold at `at` (pendingParts: stored hourly releases and the current hour's
 * lines), however many lines the user has in all.
 */
export async function balanceOf(db: Queryable, userId: string, at: Date): Promise<Balance> {
  const [row] = await db
    .select(balanceColumns(userId, at))
    .from(ledgerBalances)
    .where(eq(ledgerBalances.userId, userId));
  return balanceFrom(row);
}

/**
 * The user's balance at `at` (as balanceOf) and, from the same read of their stored balances, the all-time
 * totals of one role of their payable account (a creator's earnings, an affiliate's commissions): a dashboard
 * reads the user's ledger_balances once.
 */
export async function balanceAndRoleOf(
  db: Queryable,
  userId: string,
  at: Date,
  role: PayableRole,
): Promise<{ balance: Balance; role: RoleTotals }> {
  const ofRole = sql`${ledgerBalances.account} = 'payable' and ${ledgerBalances.role} = ${role}`;
  const [row] = await db
    .select({
      ...balanceColumns(userId, at),
      roleSales: sql<string>`coalesce(sum(${ledgerBalances.sales}) filter (where ${ofRole}), 0)::text`,
      roleGross: sql<string>`coalesce(sum(${ledgerBalances.gross}) filter (where ${ofRole}), 0)::text`,
      roleAmount: sql<string>`coalesce(sum(${ledgerBalances.amount}) filter (where ${ofRole}), 0)::text`,
    })
    .from(ledgerBalances)
    .where(eq(ledgerBalances.userId, userId));
  return {
    balance: balanceFrom(row),
    role: { sales: asNumber(row?.roleSales), gross: asNumber(row?.roleGross), amount: asNumber(row?.roleAmount) },
  };
}

/**
 * What of one role of the user's payable lines is still in its hold at `at` (an affiliate's pending commission),
 * summed from those lines available later: the stored releases are per user, not per role.
 */
export async function heldOf(db: Queryable, userId: string, at: Date, role: PayableRole): Promise<number> {
  const [row] = await db
    .select({ held: sql<string>`coalesce(-sum(${ledgerLines.amount}), 0)::text` })
    .from(ledgerLines)
    .where(and(payableRows(ledgerLines, userId, role), gt(ledgerLines.availableAt, at)));
  return asNumber(row?.held);
}

/** What the user owes the platform now (their receivable's debit balance). */
export async function owedBy(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ owed: sql<string>`coalesce(sum(${ledgerBalances.amount}), 0)::text` })
    .from(ledgerBalances)
    .where(and(eq(ledgerBalances.userId, userId), eq(ledgerBalances.account, 'receivable')));
  return asNumber(row?.owed);
}

/**
 * Pending money per Vietnam day it becomes available, soonest first, each with the day's earliest release
 * instant (what /creator/payouts lists: one line a day, however many sales the day releases).
 */
export async function releasesOf(
  db: Queryable,
  userId: string,
  at: Date,
): Promise<{ availableAt: Date; amount: number }[]> {
  const rows = rowsOf<{ first_at: string | Date; amount: string }>(
    await db.execute(sql`
      select min(first_at) as first_at, (-sum(amount))::text as amount
        from (${pendingParts(userId, at)}) as held
       group by day order by day`),
  );
  // A sale refunded in its hold cancels its own release to 0: nothing to announce.
  return rows
    .map((row) => ({ availableAt: new Date(row.first_at), amount: asNumber(row.amount) }))
    .filter((row) => row.amount > 0);
}
