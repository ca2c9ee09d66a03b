// Reviews and ratings of products: one review per buyer and product, helpful votes, reports for the admins.
// What the public sees and what the product's rating counts are one rule, `listed` (a generated column): not
// hidden by an admin, the author not suspended, the author still owning the product. The database keeps that
// rule's inputs and the product's stored rating (products.rating_*) itself, by triggers, in the same
// transaction as the change (migration 0024_reviews): a refund that takes the product back, a suspension or
// a restoration, an admin's decision and the review's own writes all move the rating at once.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, ts } from './columns';
import { ownerRef, userRef } from './user-refs';
import { products } from './catalog';

/** The public rule, as the partial indexes below state it (queries write the same literal: features/reviews). */
export const REVIEW_LISTED_SQL = sql`listed`;

export const reviews = pgTable(
  'reviews',
  {
    /** Also the "newest" order: ids are given in the order reviews are written. */
    id: serialId(),
    productId: requiredRef('product_id', () => products.id),
    authorId: ownerRef('author_id'),
    rating: smallint('rating').notNull(),
    /** Plain text, shown as written (never Markdown or HTML); '' when the buyer gave stars only. */
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
    /** When the author last changed the stars or the text; null if never. */
    editedAt: ts('edited_at'),
    /** The product's creator's one answer (plain text) and when it was given. */
    reply: text('reply'),
    repliedAt: ts('replied_at'),
    /** Hidden by an admin from the report queue, with the reason the author is shown; null: not hidden. */
    hiddenAt: ts('hidden_at'),
    hiddenBy: userRef('hidden_by'),
    hiddenReason: text('hidden_reason'),
    /** Kept by triggers: the author is suspended (users.suspended_at); the author owns the product (library). */
    authorSuspended: boolean('author_suspended').notNull().default(false),
    authorOwns: boolean('author_owns').notNull().default(true),
    /** Kept by a trigger on review_votes: how many users found it helpful. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Kept by a trigger on review_reports: reports no admin has decided yet, and when the first of them came. */
    openReports: integer('open_reports').notNull().default(0),
    reportedAt: ts('reported_at'),
    /** Shown publicly and counted in the product's rating. */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`hidden_at is null and not author_suspended and author_owns`),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_body_length', sql`char_length(${t.body}) <= 2000`),
    check('reviews_reply_length', sql`${t.reply} is null or char_length(${t.reply}) between 1 and 2000`),
    check('reviews_reply_time', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check('reviews_counts_nonneg', sql`${t.helpfulCount} >= 0 and ${t.openReports} >= 0`),
    // One review per buyer and product: a second one is an edit of the first.
    uniqueIndex('reviews_product_author_uq').on(t.productId, t.authorId),
    // A product's public reviews, newest first and most helpful first, each read in order from its index.
    index('reviews_listed_newest_idx')
      .on(sql`"product_id", "id" desc`)
      .where(REVIEW_LISTED_SQL),
    index('reviews_listed_helpful_idx')
      .on(sql`"product_id", "helpful_count" desc, "id" desc`)
      .where(REVIEW_LISTED_SQL),
    // The triggers' lookups: a user's reviews (suspension), and the admins' queue, oldest report first.
    index('reviews_author_idx').on(t.authorId),
    index('reviews_reported_idx')
      .on(t.reportedAt, t.id)
      .where(sql`open_reports > 0`),
    index('reviews_hidden_idx')
      .on(t.hiddenAt, t.id)
      .where(sql`hidden_at is not null`),
  ],
);

/** "Helpful" votes: one per user and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    userId: ownerRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * Reports of a review to the admins: one per user and review, ever (a report an admin decided is not made
 * again by the same user). Open until an admin hides or keeps the review, which decides every open report of it.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id),
    reporterId: ownerRef('reporter_id'),
    /** The reporter's words, if any. */
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decision: text('decision'),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.reporterId] }),
    check('review_reports_reason_length', sql`${t.reason} is null or char_length(${t.reason}) <= 500`),
    check(
      'review_reports_decision',
      sql`(${t.decidedAt} is null) = (${t.decision} is null) and (${t.decision} is null or ${t.decision} in ('hide', 'keep'))`,
    ),
  ],
);
