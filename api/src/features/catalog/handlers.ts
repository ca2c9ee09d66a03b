// listProducts (search, sort, filters, paging), getProduct, listCategories.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { categories, products, subcategories } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hasRole, type Handler } from '../../http/context';
import { escapeLike, fold } from '../../lib/text';
import { findUser } from '../profile/users';
import { selectProducts, toProduct } from './products';

export const MSG = { productNotFound: 'Không tìm thấy sản phẩm.' } as const;

const DEFAULT_PAGE_SIZE = 12;

export const listProducts: Handler<'listProducts'> = async (input, ctx) => {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? DEFAULT_PAGE_SIZE;
  const where: SQL[] = [eq(products.status, 'published')];
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
  const rows = await selectProducts(ctx.db)
    .where(condition)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // A short last page gives the total without a second query (the common case for a small catalogue).
  let total: number;
  if (rows.length > 0 && rows.length < pageSize) {
    total = (page - 1) * pageSize + rows.length;
  } else {
    const [counted] = await ctx.db.select({ total: count() }).from(products).where(condition);
    total = counted?.total ?? 0;
  }
  return { items: rows.map(toProduct), total, page, pageSize };
};

/** Published products are public; others only to their creator and admins (else: not found, no leak). */
export const getProduct: Handler<'getProduct'> = async (input, ctx) => {
  const [row] = await selectProducts(ctx.db).where(eq(products.id, input.productId)).limit(1);
  if (!row) throw notFound(MSG.productNotFound);
  if (row.status === 'published') return toProduct(row);
  if (!ctx.auth) throw notFound(MSG.productNotFound);
  if (row.creatorId === ctx.auth.uid) return toProduct(row);
  const viewer = await findUser(ctx.db, ctx.auth.uid);
  if (hasRole(viewer, 'admin')) return toProduct(row);
  throw notFound(MSG.productNotFound);
};

export const listCategories: Handler<'listCategories'> = async (_input, ctx) => {
  const [cats, subs, counts] = await Promise.all([
    ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    ctx.db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.name)),
    ctx.db
      .select({ categoryId: products.categoryId, subcategoryId: products.subcategoryId, n: count() })
      .from(products)
      .where(eq(products.status, 'published'))
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
};
