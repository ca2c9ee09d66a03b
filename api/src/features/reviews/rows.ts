// Reading reviews as the contracts shape them: the public review with the viewer's own marks, the author's
// own review with its state, a product's rating summary.
import type { OwnReview, RatingSummary, Review } from '@app/shared/contracts/reviews';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { products, reviewReports, reviews, reviewVotes, users } from '../../db/schema';
import { averageStars } from '../catalog/products';

/**
 * The public rule (schema/reviews.ts), written as the literal the partial indexes state, so the planner can
 * use them (see catalog/products.ts `listed` for why a literal).
 */
export const listedReview = (): SQL => sql`${reviews.listed}`;

/** A review's columns, with the viewer's vote and report (false for a signed-out viewer). */
export function selectReviews(db: Queryable, viewerUid: string | null) {
  const viewer = viewerUid ?? '';
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      authorId: reviews.authorId,
      authorName: users.displayName,
      rating: reviews.rating,
      body: reviews.body,
      createdAt: reviews.createdAt,
      editedAt: reviews.editedAt,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      helpfulCount: reviews.helpfulCount,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
      authorOwns: reviews.authorOwns,
      listed: reviews.listed,
      votedHelpful: sql<boolean>`exists (select 1 from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.userId} = ${viewer})`,
      reportedByMe: sql<boolean>`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.reporterId} = ${viewer})`,
    })
    .from(reviews)
    .leftJoin(users, eq(users.uid, reviews.authorId));
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toReview(row: ReviewRow, viewerUid: string | null): Review {
  return {
    id: row.id,
    productId: row.productId,
    authorName: row.authorName,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    helpfulCount: row.helpfulCount,
    votedHelpful: Boolean(row.votedHelpful),
    reportedByMe: Boolean(row.reportedByMe),
    mine: viewerUid !== null && row.authorId === viewerUid,
  };
}

/** The author's own view: public or not, and why not (an admin hid it, or a refund took the product back). */
export function toOwnReview(row: ReviewRow, viewerUid: string): OwnReview {
  return {
    ...toReview(row, viewerUid),
    status: row.hiddenAt ? 'hidden' : row.authorOwns ? 'listed' : 'excluded',
    hiddenReason: row.hiddenAt ? row.hiddenReason : null,
  };
}

/** One review by id, with `viewerUid`'s marks; null when there is none. */
export async function readReview(db: Queryable, reviewId: number, viewerUid: string | null) {
  const [row] = await selectReviews(db, viewerUid).where(eq(reviews.id, reviewId)).limit(1);
  return row ?? null;
}

/** `uid`'s review of a product, if any. */
export async function readOwnReview(db: Queryable, productId: string, uid: string): Promise<OwnReview | null> {
  const [row] = await selectReviews(db, uid)
    .where(and(eq(reviews.productId, productId), eq(reviews.authorId, uid)))
    .limit(1);
  return row ? toOwnReview(row, uid) : null;
}

/** A product's rating as the database keeps it (products.rating_*). */
export function toSummary(product: { ratingCount: number; ratingSum: number; ratingStars: number[] }): RatingSummary {
  return {
    count: product.ratingCount,
    average: averageStars(product.ratingCount, product.ratingSum),
    stars: product.ratingStars,
  };
}

export const ratingColumns = {
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
  ratingStars: products.ratingStars,
};
