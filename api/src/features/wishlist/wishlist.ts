// getWishlist, addToWishlist, removeFromWishlist: the caller's own wishlist (listed products only).
import { and, desc, eq } from 'drizzle-orm';
import { products, wishlistItems } from '../../db/schema';
import { notFound } from '../../http/errors';
import { requireUser, type Handler } from '../../http/context';
import { isListed, listed, revealAppUrls, selectProducts, toProduct } from '../catalog/products';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.wishlist;

export const getWishlist: Handler<'getWishlist'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const rows = await selectProducts(ctx.db)
    .innerJoin(wishlistItems, and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, user.uid)))
    .where(listed())
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  return revealAppUrls(
    ctx.db,
    user,
    rows.map((row) => toProduct(row)),
  );
};

/** Idempotent: adding twice keeps one entry. */
export const addToWishlist: Handler<'addToWishlist'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [product] = await ctx.db
    .select({ status: products.status, creatorSuspended: products.creatorSuspended })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product || !isListed(product)) throw notFound(MSG.productNotFound);
  await ctx.db.insert(wishlistItems).values({ userId: user.uid, productId: input.productId }).onConflictDoNothing();
  return { productId: input.productId, wishlisted: true };
};

/** Idempotent: removing what is not there succeeds. */
export const removeFromWishlist: Handler<'removeFromWishlist'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, user.uid), eq(wishlistItems.productId, input.productId)));
  return { productId: input.productId, wishlisted: false };
};
