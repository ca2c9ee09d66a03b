// Paying creators: their bank accounts and payouts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, textId } from './columns';
import { ownerRef, decided } from './user-refs';
import { payoutStatus } from './enums';

/** The bank account money is sent to: a saved payout account, and the copy a payout keeps of it. */
const bankAccount = () => ({
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountHolder: text('account_holder').notNull(),
});

export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: textId(),
    userId: ownerRef(),
    ...bankAccount(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_accounts_user_idx').on(t.userId),
    uniqueIndex('payout_accounts_user_account_uq').on(t.userId, t.bankName, t.accountNumber),
  ],
);

/**
 * Payout requests: a user (creator or affiliate) asks for part of their available balance to be
 * sent to one of their bank accounts. requested → paid (with the bank's reference) or failed (with the
 * reason; the money returns to available), or canceled when a refund took all of it back before it was sent
 * (a refund may also only reduce it; `note` says why either way). The account is copied at request time:
 * deleting the payout account later does not change where a requested payout goes. Each status change posts its ledger entry.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: textId(),
    userId: ownerRef(),
    amount: integer('amount').notNull(),
    status: payoutStatus('status').notNull().default('requested'),
    /** The client's idempotency key: a retried request answers the payout it already made. */
    requestKey: text('request_key').notNull(),
    payoutAccountId: text('payout_account_id'),
    ...bankAccount(),
    /** The outgoing transfer's bank reference, once paid. */
    reference: text('reference'),
    /** Why it failed (shown to the user). */
    failureReason: text('failure_reason'),
    /** Why a refund reduced or canceled it before it was sent (shown to the user). */
    note: text('note'),
    /** Paid while its owner was suspended: the admin's own reason for overriding the hold (also audited). */
    overrideReason: text('override_reason'),
    createdAt: createdAt(),
    ...decided(),
  },
  (t) => [
    check('payouts_amount_pos', sql`${t.amount} > 0`),
    index('payouts_user_idx').on(t.userId, t.createdAt),
    // The admins' open tab (status 'requested'), newest first a page at a time, and the dashboard's count.
    index('payouts_status_idx').on(t.status, t.createdAt, t.id),
    // The admins' decided tab (paid, failed, canceled), last decided first: the predicate and the order of
    // its query (admin-payouts.ts) written alike.
    index('payouts_decided_idx')
      .on(sql`coalesce(${t.decidedAt}, ${t.createdAt})`, t.id)
      .where(sql`status <> 'requested'`),
    // Reconciliation: the payouts paid on a day (money out).
    index('payouts_paid_idx')
      .on(t.decidedAt)
      .where(sql`status = 'paid'`),
    uniqueIndex('payouts_request_key_uq').on(t.userId, t.requestKey),
    // One open request per user at a time.
    uniqueIndex('payouts_open_uq')
      .on(t.userId)
      .where(sql`status = 'requested'`),
  ],
);
