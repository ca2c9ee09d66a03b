// Affiliates: who referred a sign-up or a purchase, and the commission owed.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { transactions } from './orders';
import { users } from './users';

/** Affiliate attribution: who referred a sign-up or a purchase, and the commission owed. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: serial('id').primaryKey(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => users.uid),
    referredUserId: text('referred_user_id').references(() => users.uid),
    transactionId: text('transaction_id').references(() => transactions.id),
    commission: integer('commission').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_referrals_transaction_uq').on(t.transactionId),
    index('affiliate_referrals_affiliate_idx').on(t.affiliateId),
  ],
);
