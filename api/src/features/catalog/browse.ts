// listProducts (a page of the catalogue: listing.ts), getProduct, listCategories.
import { asc, eq } from 'drizzle-orm';
import { catalogCounts, categories, products, subcategories } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { CallContext, Handler } from '../../http/context';
import { cached } from '../../lib/cache';
import { isListed, revealAppUrls, selectProducts, toProduct } from './products';
import { loadProducts } from './listing';
import { mayViewUnlisted } from './visibility';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.catalog;

export const listProducts: Handler<'listProducts'> = async (input, ctx) => {
  // The cached page is the public one (no paid links); the viewer's own links are added per call.
  const page = await cached(ctx.catalogCache, 'listProducts', input, () => loadProducts(input, ctx));
  return { ...page, items: await revealAppUrls(ctx.db, ctx.auth, page.items) };
};

/** Listed products (published, creator not suspended) are public; others as visibility.ts says. */
export const getProduct: Handler<'getProduct'> = async (input, ctx) => {
  const found = await cached(
    ctx.catalogCache,
    'getProduct',
    input.productId,
    async () => {
      const [row] = await selectProducts(ctx.db, { creatorSuspended: products.creatorSuspended })
        .where(eq(products.id, input.productId))
        .limit(1);
      if (!row) return null;
      const { creatorSuspended, ...rest } = row;
      return { product: toProduct(rest), listed: isListed({ status: rest.status, creatorSuspended }) };
    },
    (value) => value?.listed === true,
  );
  if (!found) throw notFound(MSG.productNotFound);
  const { product } = found;
  const [shown] = await revealAppUrls(ctx.db, ctx.auth, [product]);
  if (found.listed || (await mayViewUnlisted(ctx.db, ctx.auth, product))) return shown;
  throw notFound(MSG.productNotFound);
};

export const listCategories: Handler<'listCategories'> = (_input, ctx) =>
  cached(ctx.catalogCache, 'listCategories', null, () => loadCategories(ctx));

async function loadCategories(ctx: CallContext) {
  // The counts are catalog_counts, kept exact by a trigger (migration 0008): no scan of the products.
  const [cats, subs, counts] = await Promise.all([
    ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    ctx.db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    ctx.db.select().from(catalogCounts),
  ]);
  const perCategory = new Map<string, number>();
  const perSub = new Map<string, number>();
  for (const row of counts) {
    perCategory.set(row.categoryId, (perCategory.get(row.categoryId) ?? 0) + row.listed);
    if (row.subcategoryId) perSub.set(row.subcategoryId, (perSub.get(row.subcategoryId) ?? 0) + row.listed);
  }
  return cats.map((category) => ({
    id: category.id,
    name: category.name,
    productCount: perCategory.get(category.id) ?? 0,
    subcategories: subs
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({ id: sub.id, name: sub.name, productCount: perSub.get(sub.id) ?? 0 })),
  }));
}
