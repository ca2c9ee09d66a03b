// The one database schema (PostgreSQL; PGlite locally). Money is integer VND. Constraints, not code,
// make a double purchase or a double grant impossible (see the unique indexes below).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const demoType = pgEnum('demo_type', ['pongGame', 'uiComponent', 'info']);
export const productStatus = pgEnum('product_status', ['draft', 'pending', 'published', 'rejected']);
export const transactionStatus = pgEnum('transaction_status', ['pending', 'paid', 'canceled', 'expired']);
export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);
export const transferStatus = pgEnum('transfer_status', ['matched', 'unmatched', 'ignored']);
export const payoutStatus = pgEnum('payout_status', ['pending', 'paid', 'failed']);

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
    /** The referral code this user signed up with (SPEC §1: kept for later use). */
    referredBy: text('referred_by'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_affiliate_code_uq').on(t.affiliateCode)],
);

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.uid),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Title and description folded (lower case, no Vietnamese diacritics) for accent-insensitive search. */
    searchText: text('search_text').notNull(),
    price: integer('price').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: text('subcategory_id').references(() => subcategories.id),
    demoType: demoType('demo_type').notNull().default('info'),
    appUrl: text('app_url'),
    thumbnailUrl: text('thumbnail_url'),
    status: productStatus('status').notNull().default('draft'),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.price} >= 0`),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_category_idx').on(t.categoryId, t.subcategoryId),
    index('products_creator_idx').on(t.creatorId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const courses = pgTable('courses', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  createdAt: createdAt(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(10),
  },
  (t) => [uniqueIndex('lessons_course_position_uq').on(t.courseId, t.position)],
);

export const transactions = pgTable(
  'transactions',
  {
    /** Short, uppercase letters and digits: travels in the bank note `TT {id}` (VietQR purpose ≤ 25 chars). */
    id: text('id').primaryKey(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.uid),
    productId: text('product_id').references(() => products.id),
    courseId: text('course_id').references(() => courses.id),
    productTitle: text('product_title').notNull(),
    price: integer('price').notNull(),
    status: transactionStatus('status').notNull().default('pending'),
    referralCode: text('referral_code'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    check('transactions_one_target', sql`(${t.productId} is null) <> (${t.courseId} is null)`),
    check('transactions_price_nonneg', sql`${t.price} >= 0`),
    check('transactions_id_format', sql`${t.id} ~ '^[A-Z0-9]{6,20}$'`),
    index('transactions_buyer_idx').on(t.buyerId, t.createdAt),
    // At most one open order and one paid order per buyer and item.
    uniqueIndex('transactions_pending_product_uq')
      .on(t.buyerId, t.productId)
      .where(sql`status = 'pending' and product_id is not null`),
    uniqueIndex('transactions_pending_course_uq')
      .on(t.buyerId, t.courseId)
      .where(sql`status = 'pending' and course_id is not null`),
    uniqueIndex('transactions_paid_product_uq')
      .on(t.buyerId, t.productId)
      .where(sql`status = 'paid' and product_id is not null`),
    uniqueIndex('transactions_paid_course_uq')
      .on(t.buyerId, t.courseId)
      .where(sql`status = 'paid' and course_id is not null`),
  ],
);

export const libraryItems = pgTable(
  'library_items',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    productId: text('product_id').references(() => products.id),
    courseId: text('course_id').references(() => courses.id),
    transactionId: text('transaction_id').references(() => transactions.id),
    grantedAt: ts('granted_at').notNull().defaultNow(),
  },
  (t) => [
    check('library_one_target', sql`(${t.productId} is null) <> (${t.courseId} is null)`),
    // A double grant is impossible: one row per user and item, one grant per transaction.
    uniqueIndex('library_user_product_uq').on(t.userId, t.productId),
    uniqueIndex('library_user_course_uq').on(t.userId, t.courseId),
    uniqueIndex('library_transaction_uq').on(t.transactionId),
  ],
);

/** Received bank transfers (SePay-compatible webhook, issue 5). The provider's id is unique: deduplication. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    amount: integer('amount').notNull(),
    content: text('content').notNull(),
    accountNumber: text('account_number'),
    transactionId: text('transaction_id').references(() => transactions.id),
    status: transferStatus('status').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    raw: jsonb('raw'),
  },
  (t) => [
    uniqueIndex('bank_transfers_provider_uq').on(t.provider, t.providerId),
    uniqueIndex('bank_transfers_transaction_uq').on(t.transactionId),
  ],
);

/** SPEC §3 "User course progress": completedLessons per user and course. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    completedLessons: text('completed_lessons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const quizzes = pgTable('quizzes', {
  id: text('id').primaryKey(),
  courseId: text('course_id')
    .notNull()
    .unique()
    .references(() => courses.id),
  title: text('title').notNull(),
  /** Percent needed to pass. */
  passScore: integer('pass_score').notNull().default(70),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: text('id').primaryKey(),
    quizId: text('quiz_id')
      .notNull()
      .references(() => quizzes.id),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctIndex: integer('correct_index').notNull(),
  },
  (t) => [uniqueIndex('quiz_questions_position_uq').on(t.quizId, t.position)],
);

/** SPEC §3 "Certificate": public by id. */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    userName: text('user_name').notNull(),
    courseName: text('course_name').notNull(),
    score: doublePrecision('score').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_course_uq').on(t.userId, t.courseId)],
);

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

export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    displayName: text('display_name').notNull(),
    expertise: text('expertise').notNull(),
    bio: text('bio').notNull(),
    portfolioUrl: text('portfolio_url'),
    phone: text('phone'),
    status: applicationStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
  },
  // One open application per user.
  (t) => [
    uniqueIndex('creator_applications_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);

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
