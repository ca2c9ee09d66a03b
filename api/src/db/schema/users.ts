// Users: the profile row of every account (roles, referral code).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    email: text('email'),
    displayName: text('display_name'),
    photoURL: text('photo_url'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio'),
    /** This user's own affiliate code. */
    affiliateCode: text('affiliate_code').notNull(),
    /** The referral code this user signed up with (docs/product.md §1: kept for later use). */
    referredBy: text('referred_by'),
    /**
     * Suspended by an admin: the identity service disables the account and revokes its refresh
     * tokens, the API refuses every call carrying the user's token (checked against this column on each
     * call, so a token cached anywhere stops working at once), and the user's products leave the catalogue
     * (products.creator_suspended). Null: active.
     */
    suspendedAt: ts('suspended_at'),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_affiliate_code_uq').on(t.affiliateCode)],
);

/**
 * How many users there are, how many are creators and how many suspended: one row, kept by the database from
 * `users` (triggers, migration user_counts), so the admin pages count without reading every user.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    id: smallint('id').primaryKey().default(1),
    users: integer('users').notNull(),
    creators: integer('creators').notNull(),
    suspended: integer('suspended').notNull(),
  },
  (t) => [check('user_counts_one_row', sql`${t.id} = 1`)],
);
