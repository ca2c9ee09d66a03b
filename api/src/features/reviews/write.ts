// saveReview (a buyer's review of a product they own, written or changed), replyToReview (the creator's one
// answer), voteReview (helpful, one vote per user) and reportReview (to the admins, once per user). The
// product's rating, the helpful count and the open reports follow in the same transaction, by the database's
// triggers (migration 0024_reviews).
import { serverMessages } from '@app/shared/messages/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { products, reviewReports, reviews, reviewVotes } from '../../db/schema';
import { ownsLocked } from '../../domain/entitlements';
import { requireUser, type CallContext, type Handler } from '../../http/context';
import { aborted, notFound, permissionDenied } from '../../http/errors';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import { readOwnReview, readReview, toReview } from './rows';

const MSG = serverMessages.reviews;

/**
 * One review per buyer and product (a unique index): the first save writes it, the next ones change it. The
 * buyer must own the product (paid, not refunded) when they save: the library row is held until the commit,
 * so a refund approved meanwhile waits and then excludes the rating it finds. Saving the same stars and text
 * again (a retried click) changes nothing, not even the "edited" time.
 */
export const saveReview: Handler<'saveReview'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const at = now();
  const body = input.body ?? '';
  await ctx.db.transaction(async (tx) => {
    if (!(await ownsLocked(tx, user.uid, { kind: 'product', id: input.productId }))) {
      throw permissionDenied(MSG.notOwner);
    }
    await tx
      .insert(reviews)
      .values({ productId: input.productId, authorId: user.uid, rating: input.rating, body, createdAt: at })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.authorId],
        set: {
          rating: input.rating,
          body,
          // excluded.created_at is this save's time.
          editedAt: sql`case when ${reviews.rating} = excluded.rating and ${reviews.body} = excluded.body then ${reviews.editedAt} else excluded.created_at end`,
        },
      });
  });
  // The product's average is on its page and on every catalogue card.
  bumpCatalogVersion();
  return { canReview: true, review: await readOwnReview(ctx.db, input.productId, user.uid) };
};

/** A public review (hidden ones are not found), with its product's creator. */
async function findListed(ctx: CallContext, reviewId: number) {
  const [row] = await ctx.db
    .select({ id: reviews.id, authorId: reviews.authorId, reply: reviews.reply, creatorId: products.creatorId })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.id, reviewId), sql`${reviews.listed}`))
    .limit(1);
  if (!row) throw notFound(MSG.reviewNotFound);
  return row;
}

/** The creator's answer, once: a second one is refused, unless it is the same words again (a retried click). */
export const replyToReview: Handler<'replyToReview'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const review = await findListed(ctx, input.reviewId);
  if (review.creatorId !== user.uid) throw permissionDenied(MSG.notCreator);
  const [answered] = await ctx.db
    .update(reviews)
    .set({ reply: input.reply, repliedAt: now() })
    .where(and(eq(reviews.id, review.id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  const row = await readReview(ctx.db, review.id, user.uid);
  if (!row) throw notFound(MSG.reviewNotFound);
  if (!answered && row.reply !== input.reply) throw aborted(MSG.alreadyReplied);
  return toReview(row, user.uid);
};

/** Marks someone else's review helpful, or takes the mark back; either any number of times. */
export const voteReview: Handler<'voteReview'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const review = await findListed(ctx, input.reviewId);
  if (review.authorId === user.uid) throw permissionDenied(MSG.ownVote);
  if (input.helpful) {
    await ctx.db.insert(reviewVotes).values({ reviewId: review.id, userId: user.uid }).onConflictDoNothing();
  } else {
    await ctx.db.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, user.uid)));
  }
  const [counted] = await ctx.db
    .select({ helpfulCount: reviews.helpfulCount })
    .from(reviews)
    .where(eq(reviews.id, review.id));
  return { reviewId: review.id, helpfulCount: counted?.helpfulCount ?? 0, votedHelpful: input.helpful };
};

/** Reports someone else's review to the admins' queue; a user reports a review once. */
export const reportReview: Handler<'reportReview'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const review = await findListed(ctx, input.reviewId);
  if (review.authorId === user.uid) throw permissionDenied(MSG.ownReport);
  const reason = input.reason ? input.reason : null;
  const [reported] = await ctx.db
    .insert(reviewReports)
    .values({ reviewId: review.id, reporterId: user.uid, reason, createdAt: now() })
    .onConflictDoNothing()
    .returning({ reviewId: reviewReports.reviewId });
  if (!reported) throw aborted(MSG.alreadyReported);
  return { reviewId: review.id, reported: true as const };
};
