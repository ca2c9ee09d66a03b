// The enumerated types of the database.
import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * A product's demo: the three built-in kinds, `embed` (the creator's own page, products.demo_url, shown in a
 * sandboxed frame) or `none` (no demo: no "Dùng thử" button).
 */
export const demoType = pgEnum('demo_type', ['pongGame', 'uiComponent', 'info', 'embed', 'none']);
export const productStatus = pgEnum('product_status', ['draft', 'pending', 'published', 'rejected', 'archived']);
/** refunded: an admin approved the buyer's refund; access ended and the sale was reversed. */
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'canceled', 'expired', 'refunded']);
export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);
/** matched: paid an order (by the webhook or an admin); refunded: sent back by an admin; ignored: closed with a note. */
export const transferStatus = pgEnum('transfer_status', ['matched', 'unmatched', 'ignored', 'refunded']);
/** canceled: a refund took back the whole requested amount before it was sent (payouts.note says which). */
export const payoutStatus = pgEnum('payout_status', ['requested', 'paid', 'failed', 'canceled']);
export const refundKind = pgEnum('refund_kind', ['course', 'product']);
export const refundStatus = pgEnum('refund_status', ['pending', 'approved', 'rejected', 'sent']);
/**
 * The ledger's accounts (schema/ledger.ts). Platform accounts have no owner: cash (the receiving bank
 * account), fee (platform fees earned), academy (the platform's own course sales), loss (refunds the
 * platform absorbs), excess (overpayments owed back to buyers). Per-user accounts: payable (what the
 * platform owes the user: creator earnings and affiliate commission) and payout (requested, not yet sent).
 * Excess also holds an approved refund until it is sent (owed back to the buyer); other is money
 * received that an admin closed as not a customer payment (an ignored bank transfer). Per user, receivable is
 * what the user owes the platform (a debit balance): the part of a refunded share they had already been paid
 * and that nothing else could take back; their next earnings and any failed payout pay it off first, and only
 * an admin's write-off moves what is left to loss.
 */
export const ledgerAccount = pgEnum('ledger_account', [
  'cash',
  'fee',
  'academy',
  'loss',
  'excess',
  'other',
  'payable',
  'payout',
  'receivable',
]);
export const ledgerEntryKind = pgEnum('ledger_entry_kind', [
  'sale',
  'refund',
  'payout_requested',
  'payout_paid',
  'payout_failed',
  'refund_sent',
  'transfer_received',
  'transfer_returned',
  'write_off',
]);
