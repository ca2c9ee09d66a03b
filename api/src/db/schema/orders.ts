// Orders and what they grant: orders, library items, received bank transfers.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, createdAt, textId, serialId, ref } from './columns';
import { ownerRef, userRef } from './user-refs';
import { orderStatus, transferStatus } from './enums';
import { courses } from './academy';
import { products } from './catalog';

export const orders = pgTable(
  'orders',
  {
    /** Short, uppercase letters and digits: travels in the bank note `TT {id}` (VietQR purpose ≤ 25 chars). */
    id: textId(),
    buyerId: ownerRef('buyer_id'),
    productId: ref('product_id', () => products.id),
    courseId: ref('course_id', () => courses.id),
    productTitle: text('product_title').notNull(),
    price: integer('price').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    referralCode: text('referral_code'),
    /**
     * The money rules as they were when the order was made (the buyer saw this price; a later change of
     * the settings or the product never changes what this order pays out): the platform fee in basis
     * points of the price, and the product's affiliate commission in whole percent (0 for none).
     */
    feeBps: integer('fee_bps').notNull().default(1000),
    /**
     * The affiliate the order is attributed to (the last valid click in the 30 days before the
     * order, else the sign-up code within the buyer's first 30 days; never the buyer or the product's
     * creator), resolved when the order is made. Null: no commission.
     */
    affiliateId: userRef('affiliate_id'),
    /**
     * A self-referral refused when the order was made (no commission; flagged to admins): why —
     * 'shared-visitor', 'shared-bank-account' or 'sign-up-referrer' — and the affiliate who would have been
     * credited.
     */
    selfReferral: text('self_referral'),
    selfReferralAffiliateId: userRef('self_referral_affiliate_id'),
    commissionRate: integer('commission_rate').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    check('orders_one_target', sql`(${t.productId} is null) <> (${t.courseId} is null)`),
    check('orders_price_nonneg', sql`${t.price} >= 0`),
    check('orders_fee_range', sql`${t.feeBps} between 0 and 10000`),
    check('orders_commission_range', sql`${t.commissionRate} between 0 and 100`),
    check(
      'orders_self_referral_reason',
      sql`${t.selfReferral} is null or ${t.selfReferral} in ('shared-visitor', 'shared-bank-account', 'sign-up-referrer')`,
    ),
    check('orders_id_format', sql`${t.id} ~ '^[A-Z0-9]{6,20}$'`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_affiliate_idx').on(t.affiliateId, t.createdAt),
    // An affiliate's paid orders by when they were paid (their dashboard's recent conversions and period), of
    // the paid ones only: the period's count is read from the index alone.
    index('orders_affiliate_paid_idx')
      .on(t.affiliateId, t.paidAt)
      .where(sql`status = 'paid'`),
    // An affiliate's latest paid order of one product or course (the affiliate_links trigger, after a refund).
    index('orders_affiliate_target_paid_idx')
      .on(t.affiliateId, t.productId, t.courseId, t.createdAt)
      .where(sql`status = 'paid' and affiliate_id is not null`),
    // The admin dashboard's orders by the day they were made.
    index('orders_created_idx').on(t.createdAt),
    // The orders by status, carrying their price (migration 0025, by hand): the admins' totals are the ledger's
    // stored sales less the refunded orders (a few per cent), counted from the index alone, never every order.
    index('orders_status_idx').on(t.status),
    // The flagged self-referrals, newest first (the admins' list), and by the affiliate refused.
    index('orders_self_referral_idx')
      .on(t.createdAt)
      .where(sql`self_referral is not null`),
    index('orders_self_referral_affiliate_idx')
      .on(t.selfReferralAffiliateId)
      .where(sql`self_referral_affiliate_id is not null`),
    // At most one open order and one paid order per buyer and item.
    ...(['pending', 'paid'] as const).flatMap((status) => [
      uniqueIndex(`orders_${status}_product_uq`)
        .on(t.buyerId, t.productId)
        .where(sql.raw(`status = '${status}' and product_id is not null`)),
      uniqueIndex(`orders_${status}_course_uq`)
        .on(t.buyerId, t.courseId)
        .where(sql.raw(`status = '${status}' and course_id is not null`)),
    ]),
  ],
);

/**
 * Orders per Vietnam day of their creation (the admin dashboard's created and paid counts), kept by the
 * database: `created` from every INSERT into orders, `createdPaid` from every INSERT of an order's sale entry,
 * on the day its order was created. Written by those triggers only (migration 0017_orders_daily); orders
 * are never deleted nor their creation time changed (the database refuses both).
 */
export const ordersDaily = pgTable(
  'orders_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Every order and sale writes its day's row: one of LEDGER_SLOTS per day, as the ledger's platform rows. */
    slot: smallint('slot').notNull().default(0),
    created: integer('created').notNull(),
    createdPaid: integer('created_paid').notNull(),
  },
  (t) => [primaryKey({ name: 'orders_daily_pk', columns: [t.day, t.slot] })],
);

/**
 * How many orders are refunded and what they had cost (the admin totals' paid orders and revenue subtract them),
 * kept by the database in the refund's own transaction: a row trigger on orders adds an order that becomes, or
 * is written as, `refunded` (and takes back one that stops being so). Written by those triggers only; one row.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: smallint('id').primaryKey().default(1),
    orders: integer('orders').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
  },
  (t) => [check('order_refunds_one_row', sql`${t.id} = 1`)],
);

export const libraryItems = pgTable(
  'library_items',
  {
    id: serialId(),
    userId: ownerRef(),
    productId: ref('product_id', () => products.id),
    courseId: ref('course_id', () => courses.id),
    orderId: ref('order_id', () => orders.id),
    grantedAt: ts('granted_at').notNull().defaultNow(),
  },
  (t) => [
    check('library_one_target', sql`(${t.productId} is null) <> (${t.courseId} is null)`),
    // A double grant is impossible: one row per user and item, one grant per order.
    uniqueIndex('library_user_product_uq').on(t.userId, t.productId),
    uniqueIndex('library_user_course_uq').on(t.userId, t.courseId),
    uniqueIndex('library_order_uq').on(t.orderId),
  ],
);

/** Received bank transfers (SePay-compatible webhook). The provider's id is unique: deduplication. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serialId(),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    // bigint: a bank can send any amount (3,000,000,000 VND is a valid transfer; integer would overflow).
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull(),
    accountNumber: text('account_number'),
    orderId: ref('order_id', () => orders.id),
    status: transferStatus('status').notNull(),
    /** Why it paid nothing (admin queue): no-match, short-amount, wrong-account, invalid, … */
    reason: text('reason'),
    /** Paid more than the price: the excess, to refund (admin queue). */
    excess: bigint('excess', { mode: 'number' }).notNull().default(0),
    receivedAt: ts('received_at').notNull().defaultNow(),
    raw: jsonb('raw'),
    /**
     * Settled from the admin queue: matched to an order, refunded (the outgoing transfer's bank
     * reference), ignored (a note), or an overpayment's excess sent back. Null while it waits.
     */
    resolvedAt: ts('resolved_at'),
    resolvedBy: userRef('resolved_by'),
    resolutionNote: text('resolution_note'),
    refundReference: text('refund_reference'),
  },
  (t) => [
    uniqueIndex('bank_transfers_provider_uq').on(t.provider, t.providerId),
    uniqueIndex('bank_transfers_order_uq').on(t.orderId),
    // The admin queue, newest first: every transfer, and those still open (the predicate of openTransfers).
    index('bank_transfers_received_idx').on(t.receivedAt, t.id),
    index('bank_transfers_open_received_idx')
      .on(t.receivedAt, t.id)
      .where(sql`resolved_at is null and (status = 'unmatched' or excess > 0)`),
    // The closed ones (the predicate of closedTransfers), last closed first (closedAt): at scale nearly every
    // transfer is matched and open for no one, so the closed tab would otherwise read them all to find the few
    // closed. Written with the enum's first values only: on a new database 'refunded' cannot be used in the
    // migrations' transaction.
    index('bank_transfers_closed_settled_idx')
      .on(sql`coalesce(${t.resolvedAt}, ${t.receivedAt})`, t.id)
      .where(sql`resolved_at is not null or status not in ('matched', 'unmatched')`),
    // Reconciliation: the transfers settled on a day (what was sent back to their senders is money out).
    index('bank_transfers_resolved_idx')
      .on(t.resolvedAt)
      .where(sql`resolved_at is not null`),
  ],
);
