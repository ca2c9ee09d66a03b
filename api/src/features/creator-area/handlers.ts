// The creator area: listMyProducts, saveProduct, submitProductForReview, getCreatorDashboard.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { categories, payouts, products, subcategories, transactions } from '../../db/schema';
import { aborted, invalidArgument, notFound, permissionDenied } from '../../http/errors';
import { requireRole, type CallContext, type Handler } from '../../http/context';
import { bumpCatalogVersion } from '../../lib/cache';
import { shortId } from '../../lib/ids';
import { fold } from '../../lib/text';
import { selectProducts, toProduct } from '../catalog/products';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.creatorArea;

async function loadProduct(ctx: CallContext, productId: string) {
  const [row] = await selectProducts(ctx.db).where(eq(products.id, productId)).limit(1);
  // The creator's own product (the handlers check ownership before answering with it).
  return row ? toProduct(row, true) : null;
}

export const listMyProducts: Handler<'listMyProducts'> = async (_input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const rows = await selectProducts(ctx.db)
    .where(eq(products.creatorId, creator.uid))
    .orderBy(desc(products.updatedAt), desc(products.id));
  return rows.map((row) => toProduct(row, true));
};

function slug(title: string): string {
  const base = fold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return `${base || 'san-pham'}-${shortId(4).toLowerCase()}`;
}

export const saveProduct: Handler<'saveProduct'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
    .limit(1);
  if (!category) throw invalidArgument(MSG.badCategory);
  if (input.subcategoryId) {
    const [sub] = await ctx.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(and(eq(subcategories.id, input.subcategoryId), eq(subcategories.categoryId, input.categoryId)))
      .limit(1);
    if (!sub) throw invalidArgument(MSG.badSubcategory);
  }
  const fields = {
    title: input.title,
    description: input.description,
    searchText: fold(`${input.title} ${input.description}`),
    price: input.price,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId ?? null,
    demoType: input.demoType ?? 'info',
    appUrl: input.appUrl ?? null,
    updatedAt: new Date(),
  };
  let productId = input.productId;
  if (productId) {
    const [existing] = await ctx.db
      .select({ creatorId: products.creatorId })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!existing) throw notFound(MSG.productNotFound);
    if (existing.creatorId !== creator.uid) throw permissionDenied(MSG.notYours);
    await ctx.db.update(products).set(fields).where(eq(products.id, productId));
  } else {
    productId = slug(input.title);
    await ctx.db.insert(products).values({ id: productId, creatorId: creator.uid, status: 'draft', ...fields });
  }
  bumpCatalogVersion();
  const saved = await loadProduct(ctx, productId);
  if (!saved) throw notFound(MSG.productNotFound);
  return saved;
};

export const submitProductForReview: Handler<'submitProductForReview'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const [existing] = await ctx.db
    .select({ creatorId: products.creatorId, status: products.status })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!existing) throw notFound(MSG.productNotFound);
  if (existing.creatorId !== creator.uid) throw permissionDenied(MSG.notYours);
  if (existing.status !== 'draft' && existing.status !== 'rejected') throw aborted(MSG.notSubmittable);
  await ctx.db
    .update(products)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(products.id, input.productId), inArray(products.status, ['draft', 'rejected'])));
  bumpCatalogVersion();
  const saved = await loadProduct(ctx, input.productId);
  if (!saved) throw notFound(MSG.productNotFound);
  return saved;
};

export const getCreatorDashboard: Handler<'getCreatorDashboard'> = async (_input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const [[counts], [sales], rows] = await Promise.all([
    ctx.db
      .select({
        productCount: sql<number>`count(*)::int`,
        publishedCount: sql<number>`count(*) filter (where ${products.status} = 'published')::int`,
      })
      .from(products)
      .where(eq(products.creatorId, creator.uid)),
    ctx.db
      .select({
        salesCount: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${transactions.price}), 0)::bigint`.mapWith(Number),
      })
      .from(transactions)
      .innerJoin(products, eq(products.id, transactions.productId))
      .where(and(eq(products.creatorId, creator.uid), eq(transactions.status, 'paid'))),
    ctx.db.select().from(payouts).where(eq(payouts.creatorId, creator.uid)).orderBy(desc(payouts.periodEnd)),
  ]);
  return {
    productCount: counts?.productCount ?? 0,
    publishedCount: counts?.publishedCount ?? 0,
    salesCount: sales?.salesCount ?? 0,
    revenue: sales?.revenue ?? 0,
    payouts: rows.map((payout) => ({
      id: payout.id,
      amount: payout.amount,
      status: payout.status,
      periodStart: payout.periodStart.toISOString(),
      periodEnd: payout.periodEnd.toISOString(),
      paidAt: payout.paidAt ? payout.paidAt.toISOString() : null,
    })),
  };
};
