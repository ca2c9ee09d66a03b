// The money ledger: double entry, append-only. Every movement of money is one entry whose lines
// sum to zero, written in the same database transaction as the change that caused it (a confirmed payment,
// a refund, a payout). Balances are sums of lines; those stored (below) are kept by the database from the lines.
//
// Sign: a line's amount is positive for a debit and negative for a credit (integer VND). What the platform
// owes a user (account 'payable') is a credit balance, so the user's balance is minus the sum of its lines.
// Lines of 'payable' carry `available_at`: a sale's earning is pending until then (the hold), available after.
//
// The database itself enforces the invariants a bug must never break (migration 0005_ledger_guards.sql):
// a deferred constraint trigger refuses a transaction that leaves an entry unbalanced, and the tables refuse
// UPDATE and DELETE. An entry's `key` is unique, so the same business event is posted exactly once.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { ledgerAccount, ledgerEntryKind } from './enums';
import { products } from './catalog';
import { orders } from './orders';
import { payouts } from './payouts';
import { users } from './users';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    kind: ledgerEntryKind('kind').notNull(),
    /** The business event, once: `sale:{orderId}`, `refund:{orderId}`, `payout:{payoutId}:requested`, … */
    key: text('key').notNull().unique('ledger_entries_key_uq'),
    orderId: text('order_id').references(() => orders.id),
    payoutId: text('payout_id').references(() => payouts.id),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_order_idx').on(t.orderId), index('ledger_entries_created_idx').on(t.createdAt)],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    account: ledgerAccount('account').notNull(),
    /** The owner of a per-user account (payable, payout, receivable); null for the platform's accounts. */
    userId: text('user_id').references(() => users.uid),
    /** Debit > 0, credit < 0, integer VND, never 0. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** When a payable line counts as available (end of the hold); the entry's time for every other line. */
    availableAt: ts('available_at').notNull(),
    /** The product sold, on the lines of a sale or its refund (creators' reports). */
    productId: text('product_id').references(() => products.id),
    /** Why a payable line exists: 'earning' (creator), 'commission' (affiliate), or the entry's kind. */
    role: text('role'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_lines_amount_nonzero', sql`${t.amount} <> 0`),
    // Compared as text: an enum value added in the same migration cannot be used before it commits.
    check(
      'ledger_lines_owner',
      sql`(${t.account}::text in ('payable', 'payout', 'receivable')) = (${t.userId} is not null)`,
    ),
    index('ledger_lines_entry_idx').on(t.entryId),
    // A user's lines by when they become available; it also carries amount and role (migration 0025, by hand), so
    // what of one role is still in its hold is summed from the index alone.
    index('ledger_lines_user_idx').on(t.userId, t.account, t.availableAt),
    // A user's lines by time (statements, recent sales, balances); the platform's accounts under a null user.
    // It also carries amount, available_at and role (migration 0012, by hand: drizzle does not model INCLUDE),
    // so a balance or a period's sum is read from the index alone.
    index('ledger_lines_user_created_idx').on(t.userId, t.account, t.createdAt),
    index('ledger_lines_product_idx').on(t.productId),
  ],
);

/**
 * The lines' stored summaries, written only by the database: a trigger on ledger_lines adds every inserted
 * line in the same statement, and the tables refuse any other write (migration ledger_summaries).
 * domain/balances.ts reads them and checks them against the lines. Each holds, for its key: the sum of the
 * lines' amounts; of the lines in sale entries, their number (`sales`) and their orders' prices (`gross`); of
 * the lines in refund entries, their orders' prices (`refunded`). The role is the line's ('' when none).
 */
const summary = () => ({
  amount: bigint('amount', { mode: 'number' }).notNull(),
  sales: integer('sales').notNull(),
  gross: bigint('gross', { mode: 'number' }).notNull(),
  refunded: bigint('refunded', { mode: 'number' }).notNull(),
});

/**
 * Which of a key's rows a transaction writes (the platform's rows: see `slot` below), 0 … LEDGER_SLOTS − 1.
 * Every sale writes the platform's rows (its cash and fee balances, their rows of the day, the day's orders):
 * with one row per key, each sale would hold them from its posting to its commit and the next sale would wait
 * for it. So each transaction claims a slot no other open transaction holds (the database's
 * `ledger_platform_slot()`, from slot 0 up, drizzle/0034_platform_slots_claimed.sql) and writes the platform's
 * rows of that slot; whoever reads sums a key's rows. A user's rows are slot 0 only.
 */
export const LEDGER_SLOTS = 16;
/** The advisory lock class under which `ledger_platform_slot()` claims slot n as (LEDGER_SLOT_LOCK, n). */
export const LEDGER_SLOT_LOCK = 1280527444;
const slot = () => smallint('slot').notNull().default(0);

/** Running balances: per owner (null: the platform's accounts), account and role (and slot). */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    userId: text('user_id'),
    account: ledgerAccount('account').notNull(),
    role: text('role').notNull(),
    slot: slot(),
    ...summary(),
  },
  (t) => [unique('ledger_balances_uq').on(t.userId, t.account, t.role, t.slot).nullsNotDistinct()],
);

/** Daily rollups: the same per Vietnam day of the lines' time (dashboards' periods and series, statements). */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    userId: text('user_id'),
    account: ledgerAccount('account').notNull(),
    role: text('role').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: slot(),
    ...summary(),
  },
  (t) => [
    unique('ledger_daily_uq').on(t.userId, t.account, t.role, t.day, t.slot).nullsNotDistinct(),
    // The days after a given one (the trial balance at the end of a day is the running balances less them);
    // it carries account and amount (migration 0020, by hand: drizzle does not model INCLUDE).
    index('ledger_daily_day_idx').on(t.day),
  ],
);

/** A user's lines that name a product, per role, day and product (a creator's best products of a period). */
export const ledgerProductDaily = pgTable(
  'ledger_product_daily',
  {
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    ...summary(),
  },
  (t) => [unique('ledger_product_daily_uq').on(t.userId, t.role, t.day, t.productId)],
);

/**
 * What becomes available when: the payable lines written with a hold (available later than written), summed per
 * user and UTC hour of their `available_at`, with the bucket's earliest instant. A balance's pending part is the
 * buckets after the current hour plus the current hour's own lines, however many sales the hold covers.
 */
export const ledgerReleases = pgTable(
  'ledger_releases',
  {
    userId: text('user_id').notNull(),
    hour: ts('hour').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    firstAt: ts('first_at').notNull(),
  },
  (t) => [unique('ledger_releases_uq').on(t.userId, t.hour)],
);

/**
 * Per user and Vietnam day, what their statement lists: the entries that moved their own accounts (payable,
 * payout, receivable; one statement line each) and the net of those lines, so a month's line count and change
 * are a month of rows instead of its every line. An entry's lines are inserted in one statement and share
 * their time, so the trigger counts each entry once, on one day.
 */
export const ledgerUserDaily = pgTable(
  'ledger_user_daily',
  {
    userId: text('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    entries: integer('entries').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_user_daily_pk', columns: [t.userId, t.day] })],
);
