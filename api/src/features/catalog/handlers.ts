// listProducts (search, sort, filters, paging), getProduct, listCategories.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { categories, products, subcategories } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hasRole, type CallContext, type Handler } from '../../http/context';
import { cached } from '../../lib/cache';
import { escapeLike, fold } from '../../lib/text';
import { owns } from '../../domain/entitlements';
import { findUser } from '../profile/users';
import { isListed, listed, revealAppUrls, selectProducts, toProduct } from './products';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.catalog;

const DEFAULT_PAGE_SIZE = 12;

export const listProducts: Handler<'listProducts'> = async (input, ctx) => {
  // The cached page is the public one (no paid links); the viewer's own links are added per call.
  const page = await cached(ctx.catalogCache, 'listProducts', input, () => loadProducts(input, ctx));
  return { ...page, items: await revealAppUrls(ctx.db, ctx.auth, page.items) };
};

async function loadProducts(input: Parameters<Handler<'listProducts'>>[0], ctx: CallContext) {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? DEFAULT_PAGE_SIZE;
  const where: SQL[] = [listed()];
  if (input?.categoryId) where.push(eq(products.categoryId, input.categoryId));
  if (input?.subcategoryId) where.push(eq(products.subcategoryId, input.subcategoryId));
  const query = input?.query ? fold(input.query) : '';
  // Every word must appear in the folded title+description (diacritics and case ignored).
  for (const word of query.split(' ').filter(Boolean)) {
    where.push(sql`${products.searchText} like ${`%${escapeLike(word)}%`}`);
  }
  const order = {
    newest: [desc(products.createdAt), asc(products.id)],
    priceAsc: [asc(products.price), desc(products.createdAt), asc(products.id)],
    priceDesc: [desc(products.price), desc(products.createdAt), asc(products.id)],
    popular: [desc(products.salesCount), desc(products.createdAt), asc(products.id)],
  }[input?.sort ?? 'newest'];
  const condition = and(...where);
  // One round trip: the page and the total (window count over the filtered rows).
  const rows = await selectProducts(ctx.db, { total: sql<number>`count(*) over()`.mapWith(Number) })
    .where(condition)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await ctx.db.select({ total: count() }).from(products).where(condition);
    total = counted?.total ?? 0;
  }
  return { items: rows.map(({ total: _total, ...row }) => toProduct(row)), total, page, pageSize };
}

/**
 * Listed products (published, creator not suspended) are public; others only to their creator and admins,
 * and to the buyers who own them — an archived or unpublished product, or one whose creator is suspended:
 * their library keeps working (owning one means it was on sale once). Anyone else: not found, no leak.
 */
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
  if (found.listed) return shown;
  if (!ctx.auth) throw notFound(MSG.productNotFound);
  if (product.creatorId === ctx.auth.uid) return shown;
  const viewer = await findUser(ctx.db, ctx.auth.uid);
  if (hasRole(viewer, 'admin')) return shown;
  if (await owns(ctx.db, ctx.auth.uid, { kind: 'product', id: product.id })) return shown;
  throw notFound(MSG.productNotFound);
};

export const listCategories: Handler<'listCategories'> = (_input, ctx) =>
  cached(ctx.catalogCache, 'listCategories', null, () => loadCategories(ctx));

async function loadCategories(ctx: CallContext) {
  const [cats, subs, counts] = await Promise.all([
    ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    ctx.db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    ctx.db
      .select({ categoryId: products.categoryId, subcategoryId: products.subcategoryId, n: count() })
      .from(products)
      .where(listed())
      .groupBy(products.categoryId, products.subcategoryId),
  ]);
  const perCategory = new Map<string, number>();
  const perSub = new Map<string, number>();
  for (const row of counts) {
    perCategory.set(row.categoryId, (perCategory.get(row.categoryId) ?? 0) + row.n);
    if (row.subcategoryId) perSub.set(row.subcategoryId, row.n);
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
