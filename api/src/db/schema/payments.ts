// Paying creators: their bank accounts and payouts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { payoutStatus } from './enums';
import { users } from './users';

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_user_account_uq').on(t.userId, t.bankName, t.accountNumber),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.uid),
    amount: integer('amount').notNull(),
    status: payoutStatus('status').notNull().default('pending'),
    paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [check('payouts_amount_pos', sql`${t.amount} > 0`), index('payouts_creator_idx').on(t.creatorId)],
);
