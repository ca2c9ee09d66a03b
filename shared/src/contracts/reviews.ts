// Contracts of reviews and ratings: a product's public reviews (keyset pages, newest or most helpful) with its
// rating, the buyer's own review, the creator's answer, helpful votes, reports, and the admins' queue.
import { z } from 'zod';
import { id, INT4_MAX, isoDate, multilineText, serialInt, strict } from './common';
import { REVIEW_REPORT_MAX, REVIEW_SORTS, REVIEW_TEXT_MAX } from './limits';
import { reviewMessages } from '../messages/reviews';

const E = reviewMessages.errors;

const productId = id('mã sản phẩm', 'Thiếu mã sản phẩm.');
const reviewId = serialInt(E.reviewId, E.reviewId);

export const reviewSortSchema = z.enum(REVIEW_SORTS, { error: E.sort });
export type ReviewSort = z.infer<typeof reviewSortSchema>;

/** 1 to 5 whole stars. */
export const ratingSchema = z.number({ error: E.rating }).int({ error: E.rating }).min(1, { error: E.rating }).max(5, {
  error: E.rating,
});

/** A product's rating: how many listed reviews, their average (null when none), and how many gave 1…5 stars. */
export const ratingSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  average: z.number().min(1).max(5).nullable(),
  /** stars[0] is the number of 1-star reviews, stars[4] of 5-star ones. */
  stars: z.array(z.number().int().nonnegative()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A review as the public sees it, with what the signed-in viewer did with it. */
export const reviewSchema = z.object({
  id: z.number().int().positive(),
  productId: z.string(),
  /** The author's display name; null when they set none. */
  authorName: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  /** Plain text ('' when the buyer gave stars only): shown as written, never as Markdown or HTML. */
  body: z.string(),
  createdAt: isoDate,
  editedAt: isoDate.nullable(),
  reply: z.string().nullable(),
  repliedAt: isoDate.nullable(),
  helpfulCount: z.number().int().nonnegative(),
  /** The viewer's own marks (false when signed out). */
  votedHelpful: z.boolean(),
  reportedByMe: z.boolean(),
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Where a page ends: the next page starts after this review (and, most helpful first, its helpful count). */
export const reviewCursorSchema = strict({
  id: reviewId,
  helpful: z.number({ error: E.after }).int({ error: E.after }).min(0, { error: E.after }).max(INT4_MAX, {
    error: E.after,
  }),
});
export type ReviewCursor = z.infer<typeof reviewCursorSchema>;

export const listReviewsInput = strict({
  productId,
  sort: reviewSortSchema.optional(),
  after: reviewCursorSchema.optional(),
});
export const listReviewsOutput = z.object({
  summary: ratingSummarySchema,
  items: z.array(reviewSchema),
  /** Pass as `after` for the next page; null at the end. */
  next: z.object({ id: z.number().int().positive(), helpful: z.number().int().nonnegative() }).nullable(),
});

/**
 * The caller's own review: `listed` (public and counted), `hidden` by an admin (with the reason), or
 * `excluded` because they no longer own the product (a refund took it back).
 */
export const ownReviewSchema = reviewSchema.extend({
  status: z.enum(['listed', 'hidden', 'excluded']),
  hiddenReason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const getMyReviewInput = strict({ productId });
export const getMyReviewOutput = z.object({
  /** The caller owns the product (paid, not refunded): they may write or edit their review. */
  canReview: z.boolean(),
  review: ownReviewSchema.nullable(),
});

const reviewBody = z.string({ error: E.bodyTooLong }).trim().max(REVIEW_TEXT_MAX, { error: E.bodyTooLong });

/** Writes the caller's review of a product they own, or changes it (one per buyer and product). */
export const saveReviewInput = strict({ productId, rating: ratingSchema, body: reviewBody.optional() });
export const saveReviewOutput = getMyReviewOutput;

/** The product's creator answers a review, once. */
export const replyToReviewInput = strict({
  reviewId,
  reply: multilineText('Câu trả lời', REVIEW_TEXT_MAX),
});
export const replyToReviewOutput = reviewSchema;

/** Anyone signed in reports someone else's review to the admins, once. */
export const reportReviewInput = strict({
  reviewId,
  reason: z.string({ error: E.reportTooLong }).trim().max(REVIEW_REPORT_MAX, { error: E.reportTooLong }).optional(),
});
export const reportReviewOutput = z.object({ reviewId: z.number().int(), reported: z.literal(true) });

/** Marks someone else's review helpful (or takes the mark back); idempotent. */
export const voteReviewInput = strict({ reviewId, helpful: z.boolean({ error: E.decision }) });
export const voteReviewOutput = z.object({
  reviewId: z.number().int(),
  helpfulCount: z.number().int().nonnegative(),
  votedHelpful: z.boolean(),
});

// The admins' queue -------------------------------------------------------------------------------------

export const REPORTED_REVIEW_TABS = ['open', 'hidden'] as const;

export const reportedReviewSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  productTitle: z.string(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  createdAt: isoDate,
  openReports: z.number().int().nonnegative(),
  reportedAt: isoDate.nullable(),
  hiddenAt: isoDate.nullable(),
  hiddenReason: z.string().nullable(),
  /** The latest reports (at most 20), open ones first. */
  reports: z.array(
    z.object({
      reporterName: z.string().nullable(),
      reason: z.string().nullable(),
      createdAt: isoDate,
      decision: z.enum(['hide', 'keep']).nullable(),
    }),
  ),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** `open`: reported and not decided, oldest report first; `hidden`: hidden by an admin, latest first. */
export const listReportedReviewsInput = strict({
  status: z.enum(REPORTED_REVIEW_TABS, { error: 'Trạng thái không hợp lệ.' }),
});
export const listReportedReviewsOutput = z.array(reportedReviewSchema);

/**
 * Hide (with the reason the author is shown) or keep (closing its open reports; a hidden review is shown
 * again). Every open report of the review is decided with it, in the audit log.
 */
export const moderateReviewInput = strict({
  reviewId,
  decision: z.enum(['hide', 'keep'], { error: E.decision }),
  reason: multilineText('Lý do', 1000).optional(),
}).refine((input) => input.decision !== 'hide' || Boolean(input.reason), {
  error: E.hideNeedsReason,
  path: ['reason'],
});
export const moderateReviewOutput = reportedReviewSchema;
