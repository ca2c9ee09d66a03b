// The admins' queue of reported reviews and their decision: hide (with the reason the author is shown) or
// keep (a hidden review is shown again). A decision locks the review, decides every open report of it and
// writes its audit row in one transaction; the product's rating follows by the database's trigger.
import type { ReportedReview } from '@app/shared/contracts/reviews';
import { serverMessages } from '@app/shared/messages/server';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { products, reviewReports, reviews, users } from '../../db/schema';
import { audit } from '../../domain/audit';
import { requireRole, type Handler } from '../../http/context';
import { notFound } from '../../http/errors';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';

const MSG = serverMessages.reviews;
/** Reviews in one tab of the queue; the oldest open ones wait longest and come first. */
const QUEUE_LIMIT = 200;
const REPORTS_SHOWN = 20;

const reporters = alias(users, 'reporters');
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The reviews `where` selects, in `order`, each with its product, its author and its latest reports. */
async function readReported(db: Queryable, where: SQL | undefined, order: SQL[]): Promise<ReportedReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productTitle: products.title,
      authorId: reviews.authorId,
      authorName: users.displayName,
      authorEmail: users.email,
      rating: reviews.rating,
      body: reviews.body,
      createdAt: reviews.createdAt,
      openReports: reviews.openReports,
      reportedAt: reviews.reportedAt,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.uid, reviews.authorId))
    .where(where)
    .orderBy(...order)
    .limit(QUEUE_LIMIT);
  if (rows.length === 0) return [];
  const reports = await db
    .select({
      reviewId: reviewReports.reviewId,
      reporterName: reporters.displayName,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
      decision: reviewReports.decision,
    })
    .from(reviewReports)
    .leftJoin(reporters, eq(reporters.uid, reviewReports.reporterId))
    .where(
      inArray(
        reviewReports.reviewId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(sql`${reviewReports.decidedAt} is null desc`, desc(reviewReports.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    reportedAt: iso(row.reportedAt),
    hiddenAt: iso(row.hiddenAt),
    reports: reports
      .filter((report) => report.reviewId === row.id)
      .slice(0, REPORTS_SHOWN)
      .map(({ reviewId: _reviewId, createdAt, decision, ...report }) => ({
        ...report,
        createdAt: createdAt.toISOString(),
        decision: decision === 'hide' || decision === 'keep' ? decision : null,
      })),
  }));
}

export const listReportedReviews: Handler<'listReportedReviews'> = async (input, ctx) => {
  await requireRole(ctx, 'admin');
  // Each tab is read in the order of its partial index (schema/reviews.ts).
  return input.status === 'open'
    ? readReported(ctx.db, sql`${reviews.openReports} > 0`, [asc(reviews.reportedAt), asc(reviews.id)])
    : readReported(ctx.db, isNotNull(reviews.hiddenAt), [desc(reviews.hiddenAt), desc(reviews.id)]);
};

type ReviewRecord = typeof reviews.$inferSelect;

/** What the audit log keeps of a review before and after a decision. */
const stateOf = (review: ReviewRecord) => ({
  hidden: review.hiddenAt !== null,
  hiddenReason: review.hiddenReason,
  openReports: review.openReports,
  productId: review.productId,
  authorId: review.authorId,
  rating: review.rating,
});

/**
 * Hide or keep. A decision that would change nothing (hiding a hidden review, keeping a shown one with no open
 * report: a repeated click) answers the review as it is and writes nothing.
 */
export const moderateReview: Handler<'moderateReview'> = async (input, ctx) => {
  const admin = await requireRole(ctx, 'admin');
  const hide = input.decision === 'hide';
  const at = now();
  const changed = await ctx.db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId)).for('update');
    if (!review) throw notFound(MSG.reviewNotFound);
    if ((review.hiddenAt !== null) === hide && review.openReports === 0) return false;
    const decided = await tx
      .update(reviewReports)
      .set({ decidedAt: at, decision: input.decision })
      .where(and(eq(reviewReports.reviewId, review.id), isNull(reviewReports.decidedAt)))
      .returning({ reporterId: reviewReports.reporterId });
    const [after] = await tx
      .update(reviews)
      .set(
        hide
          ? {
              hiddenAt: review.hiddenAt ?? at,
              hiddenBy: review.hiddenBy ?? admin.uid,
              hiddenReason: review.hiddenAt ? review.hiddenReason : (input.reason ?? null),
            }
          : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
      )
      .where(eq(reviews.id, review.id))
      .returning();
    await audit(tx, {
      adminId: admin.uid,
      action: hide ? 'review.hide' : 'review.keep',
      objectId: String(review.id),
      reason: input.reason ?? null,
      before: stateOf(review),
      after: { ...stateOf(after), reportsDecided: decided.length },
    });
    return true;
  });
  if (changed) bumpCatalogVersion();
  const [answer] = await readReported(ctx.db, eq(reviews.id, input.reviewId), [asc(reviews.id)]);
  if (!answer) throw notFound(MSG.reviewNotFound);
  return answer;
};
