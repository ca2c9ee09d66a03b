// listReviews (a product's public reviews, a keyset page at a time, with its rating) and getMyReview (the
// caller's own review of a product and whether they may write one).
import { REVIEWS_PAGE_SIZE } from '@app/shared/contracts/limits';
import type { ReviewCursor, ReviewSort } from '@app/shared/contracts/reviews';
import { serverMessages } from '@app/shared/messages/server';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { products, reviews } from '../../db/schema';
import { owns } from '../../domain/entitlements';
import { requireUser, type Handler } from '../../http/context';
import { notFound } from '../../http/errors';
import { isListed } from '../catalog/products';
import { mayViewUnlisted } from '../catalog/visibility';
import { listedReview, ratingColumns, readOwnReview, selectReviews, toReview, toSummary } from './rows';

const MSG = serverMessages.reviews;

/** Each order's keys, as its partial index holds them (schema/reviews.ts). */
const ORDERS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.id)],
};

/** The reviews after the last one of the previous page, in the page's order. */
function after(sort: ReviewSort, cursor: ReviewCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  if (sort === 'newest') return lt(reviews.id, cursor.id);
  return sql`(${reviews.helpfulCount}, ${reviews.id}) < (${cursor.helpful}, ${cursor.id})`;
}

/**
 * Not cached, unlike the catalogue: a page is a few rows read in order from one partial index, and a cached
 * copy would have to be dropped by every helpful vote. The viewer's own marks come in the same statement.
 */
export const listReviews: Handler<'listReviews'> = async (input, ctx) => {
  const [product] = await ctx.db
    .select({
      id: products.id,
      creatorId: products.creatorId,
      status: products.status,
      creatorSuspended: products.creatorSuspended,
      ...ratingColumns,
    })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product || !(isListed(product) || (await mayViewUnlisted(ctx.db, ctx.auth, product)))) {
    throw notFound(MSG.productNotFound);
  }
  const sort = input.sort ?? 'newest';
  const viewer = ctx.auth?.uid ?? null;
  const rows = await selectReviews(ctx.db, viewer)
    .where(and(eq(reviews.productId, product.id), listedReview(), after(sort, input.after)))
    .orderBy(...ORDERS[sort])
    .limit(REVIEWS_PAGE_SIZE + 1);
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    summary: toSummary(product),
    items: page.map((row) => toReview(row, viewer)),
    next: rows.length > REVIEWS_PAGE_SIZE && last ? { id: last.id, helpful: last.helpfulCount } : null,
  };
};

export const getMyReview: Handler<'getMyReview'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [canReview, review] = await Promise.all([
    owns(ctx.db, user.uid, { kind: 'product', id: input.productId }),
    readOwnReview(ctx.db, input.productId, user.uid),
  ]);
  return { canReview, review };
};
