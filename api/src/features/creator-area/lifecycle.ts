// A product's life after the editor: setProductArchived (out of the catalogue, owners keep access; back
// again) and deleteProduct (a never-published product nobody ordered).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { libraryItems, products, orders, wishlistItems } from '../../db/schema';
import { aborted } from '../../http/errors';
import { requireRole, type Handler } from '../../http/context';
import { bumpCatalogVersion } from '../../lib/cache';
import { now } from '../../lib/clock';
import { changeOwnProduct, findOwnProduct, loadOwnProduct, MSG } from './products';

/**
 * archived: a published product (pending changes included, kept for later) leaves the catalogue. Back: to
 * published when it had been published, else to draft. Asking for the state the product is in is a no-op.
 */
export const setProductArchived: Handler<'setProductArchived'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const existing = await findOwnProduct(ctx, creator.uid, input.productId);
  const from = input.archived ? 'published' : 'archived';
  const to = input.archived ? 'archived' : existing.publishedAt ? 'published' : 'draft';
  const already = input.archived ? existing.status === 'archived' : existing.status === 'published';
  if (already) return loadOwnProduct(ctx, existing.id);
  if (existing.status !== from) throw aborted(input.archived ? MSG.notArchivable : MSG.notArchived);
  return changeOwnProduct(
    ctx,
    existing.id,
    { status: to, updatedAt: now() },
    and(eq(products.id, existing.id), eq(products.status, from)),
    MSG.productChanged,
  );
};

/** Only a product that was never published and never ordered; its wishlist rows go with it. */
export const deleteProduct: Handler<'deleteProduct'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const existing = await findOwnProduct(ctx, creator.uid, input.productId);
  const deletable = (existing.status === 'draft' || existing.status === 'rejected') && existing.publishedAt === null;
  if (!deletable) throw aborted(MSG.notDeletable);
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, existing.id)).limit(1);
    const [owned] = await tx
      .select({ id: libraryItems.id })
      .from(libraryItems)
      .where(eq(libraryItems.productId, existing.id))
      .limit(1);
    if (order || owned) throw aborted(MSG.hasOrders);
    await tx.delete(wishlistItems).where(eq(wishlistItems.productId, existing.id));
    const deleted = await tx
      .delete(products)
      .where(
        and(
          eq(products.id, existing.id),
          inArray(products.status, ['draft', 'rejected']),
          isNull(products.publishedAt),
        ),
      )
      .returning({ id: products.id });
    if (deleted.length === 0) throw aborted(MSG.productChanged);
  });
  bumpCatalogVersion();
  return { productId: existing.id, deleted: true as const };
};
