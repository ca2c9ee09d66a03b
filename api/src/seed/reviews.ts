// Seeds the reviews of review-data.ts as they would have come about: each reviewer's paid order (posted to
// the ledger like any confirmed payment) and library row, then their review, the creators' answers, the
// helpful votes and the reports. Idempotent like the rest of the seed (fixed keys, ON CONFLICT DO NOTHING).
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reviewReports, reviews, reviewVotes, users } from '../db/schema';
import { SEED_PRODUCTS } from './data';
import { seedPurchases } from './paid-orders';
import { SEED_REPORTS, SEED_REVIEWERS, SEED_REVIEWS } from './review-data';

const DAY = 24 * 60 * 60 * 1000;

/** `reference`: the seed's fixed date (ms), from which every seeded time is counted back. */
export async function seedReviews(db: Db, reference: number): Promise<void> {
  await db
    .insert(users)
    .values(
      SEED_REVIEWERS.map((reviewer) => ({
        uid: reviewer.uid,
        email: reviewer.email,
        displayName: reviewer.displayName,
        roles: [],
        affiliateCode: reviewer.code,
        createdAt: new Date(reference - 120 * DAY),
      })),
    )
    .onConflictDoNothing();

  const productsById = new Map(SEED_PRODUCTS.map((product) => [product.id, product]));
  const bought = SEED_REVIEWS.map((review, index) => {
    const product = productsById.get(review.productId);
    const reviewer = SEED_REVIEWERS[review.reviewer - 1];
    if (!product || !reviewer) throw new Error('seed reviews are inconsistent');
    const paidAt = new Date(reference - (product.ageDays - review.paidAfterDays) * DAY);
    return {
      review,
      product,
      buyerId: reviewer.uid,
      orderId: `SEEDREV${String(index + 1).padStart(3, '0')}`,
      paidAt,
      reviewedAt: new Date(paidAt.getTime() + 2 * DAY),
    };
  });

  await seedPurchases(
    db,
    bought.map(({ product, buyerId, orderId, paidAt }) => ({
      orderId,
      buyerId,
      item: { productId: product.id },
      title: product.title,
      price: product.price,
      paidAt,
    })),
  );

  // Written in the order they were made: a review's id is its place in the "newest" order.
  const written = [...bought].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
  await db
    .insert(reviews)
    .values(
      written.map(({ review, product, buyerId, reviewedAt }) => ({
        productId: product.id,
        authorId: buyerId,
        rating: review.rating,
        body: review.body,
        createdAt: reviewedAt,
        reply: review.reply ?? null,
        repliedAt: review.reply ? new Date(reviewedAt.getTime() + DAY) : null,
      })),
    )
    .onConflictDoNothing();

  const reviewerUids = SEED_REVIEWERS.map((reviewer) => reviewer.uid);
  const rows = await db
    .select({ id: reviews.id, productId: reviews.productId, authorId: reviews.authorId })
    .from(reviews)
    .where(inArray(reviews.authorId, reviewerUids));
  const idOf = (item: (typeof bought)[number]) =>
    rows.find((row) => row.productId === item.product.id && row.authorId === item.buyerId)?.id;
  const votes = bought.flatMap((item) =>
    (item.review.helpful ?? []).flatMap((voter) => {
      const reviewId = idOf(item);
      return reviewId ? [{ reviewId, userId: reviewerUids[voter - 1], createdAt: item.reviewedAt }] : [];
    }),
  );
  if (votes.length) await db.insert(reviewVotes).values(votes).onConflictDoNothing();
  const reports = SEED_REPORTS.flatMap(({ review, reporter, reason }) => {
    const reviewId = idOf(bought[review]);
    return reviewId
      ? [{ reviewId, reporterId: reviewerUids[reporter - 1], reason, createdAt: bought[review].reviewedAt }]
      : [];
  });
  if (reports.length) await db.insert(reviewReports).values(reports).onConflictDoNothing();
}
