// Affiliates: who referred a sign-up or a purchase, and the commission owed.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, ref, ts } from './columns';
import { ownerRef, userRef } from './user-refs';
import { products } from './catalog';
import { orders } from './orders';

/** Affiliate attribution: who referred a sign-up or a purchase, and the commission owed. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: serialId(),
    affiliateId: ownerRef('affiliate_id'),
    referredUserId: userRef('referred_user_id'),
    orderId: ref('order_id', () => orders.id),
    commission: integer('commission').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_referrals_order_uq').on(t.orderId),
    index('affiliate_referrals_affiliate_idx').on(t.affiliateId),
  ],
);

/**
 * Visits through an affiliate link (`?ref=CODE`), recorded by the server: one row per affiliate,
 * visitor, product (null: the catalogue link) and Vietnam day — a repeat visit the same day is not counted
 * again. The visitor is the browser's own random id (kept with the referral code), and the signed-in user
 * when there is one, so the last click before an order can be found for either. Bots and the affiliate's own
 * visits are never recorded.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serialId(),
    affiliateId: ownerRef('affiliate_id'),
    productId: ref('product_id', () => products.id),
    visitorId: text('visitor_id').notNull(),
    userId: userRef('user_id'),
    /** 'YYYY-MM-DD' in Vietnam time (UTC+7): the deduplication day. */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_clicks_daily_uq').on(t.affiliateId, t.visitorId, sql`coalesce(${t.productId}, '')`, t.day),
    // An affiliate's clicks by time, carrying their day (migration 0025, by hand: drizzle does not model INCLUDE):
    // a period's clicks per day are counted from the index alone.
    index('affiliate_clicks_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_clicks_visitor_idx').on(t.visitorId, t.createdAt),
    index('affiliate_clicks_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * An affiliate's clicks per Vietnam day (the dashboard's chart and the period's total), kept by the database
 * from every INSERT into and DELETE from affiliate_clicks (migration affiliate_clicks_daily): a period reads
 * a row per day, not every click of it. Written by those triggers only; a day without clicks has no row.
 */
export const affiliateClicksDaily = pgTable(
  'affiliate_clicks_daily',
  {
    affiliateId: text('affiliate_id').notNull(),
    day: text('day').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ name: 'affiliate_clicks_daily_pk', columns: [t.affiliateId, t.day] })],
);

/**
 * Each affiliate's links as their dashboard lists them: per product (clicked or bought) or course (bought), the
 * last click and the creation time of the last paid attributed order. Kept by the database only (triggers on
 * affiliate_clicks and orders, migration affiliate_links), so the dashboard walks an index for the most recent
 * links instead of grouping every click and order.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    affiliateId: text('affiliate_id').notNull(),
    productId: text('product_id'),
    courseId: text('course_id'),
    lastClickAt: ts('last_click_at'),
    lastOrderAt: ts('last_order_at'),
    /** The later of the two; null when the link has neither any more (its paid orders refunded, no click). */
    lastAt: ts('last_at').generatedAlwaysAs(sql`greatest(last_click_at, last_order_at)`),
  },
  (t) => [
    unique('affiliate_links_uq').on(t.affiliateId, t.productId, t.courseId).nullsNotDistinct(),
    index('affiliate_links_last_idx').on(t.affiliateId, t.lastAt),
  ],
);

/**
 * Which signed-in accounts used which browser (`visitorId`): seen on an affiliate link (even the affiliate's
 * own, which is never counted as a click) and on an order. An order credited to an affiliate who used the
 * buyer's browser is a self-referral (features/affiliates/attribution.ts).
 */
export const visitorAccounts = pgTable(
  'visitor_accounts',
  {
    visitorId: text('visitor_id').notNull(),
    userId: ownerRef(),
    firstSeenAt: ts('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.userId] }), index('visitor_accounts_user_idx').on(t.userId)],
);
