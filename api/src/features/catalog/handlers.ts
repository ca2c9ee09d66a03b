// listProducts (search, sort, filters, paging), getProduct, listCategories.
import type { ProductSort } from '@app/shared/contracts/catalog';
import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { catalogCounts, categories, products, subcategories, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hasRole, type CallContext, type Handler } from '../../http/context';
import { cached } from '../../lib/cache';
import { owns } from '../../domain/entitlements';
import { findUser } from '../profile/users';
import {
  isListed,
  listed,
  productColumns,
  revealAppUrls,
  selectProducts,
  toProduct,
  type ProductRow,
} from './products';
import { searchQuery } from './search';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.catalog;

const DEFAULT_PAGE_SIZE = 12;

export const listProducts: Handler<'listProducts'> = async (input, ctx) => {
  // The cached page is the public one (no paid links); the viewer's own links are added per call.
  const page = await cached(ctx.catalogCache, 'listProducts', input, () => loadProducts(input, ctx));
  return { ...page, items: await revealAppUrls(ctx.db, ctx.auth, page.items) };
};

type ListInput = Parameters<Handler<'listProducts'>>[0];

/**
 * Search totals (issue 15): counting every match of a common word costs as much as reading them all, so a
 * search counts exactly up to EXACT_SEARCH_TOTAL matches and otherwise reports the planner's estimate (from
 * the statistics of the search index), corrected by what the page itself shows: never fewer than the
 * results up to this page plus one when a next page exists, and exact on the last page. Paging therefore
 * always works (next page iff there are more results). Browsing (no query) always has exact totals.
 */
export const EXACT_SEARCH_TOTAL = 100;

/**
 * Relevance re-ranks the RELEVANCE_WINDOW best-selling matches by how well they match (ts_rank_cd: how often
 * and how close together the words appear, relative to the text's length); later pages continue in
 * best-selling order. A search with fewer matches is ranked entirely by relevance.
 */
export const RELEVANCE_WINDOW = 120;

/** Each public order, ties broken newest first then by id (the keys of the partial indexes, schema/catalog.ts). */
const ORDERS: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  newest: sql`${products.createdAt} desc, ${products.id}`,
  priceAsc: sql`${products.price}, ${products.createdAt} desc, ${products.id}`,
  priceDesc: sql`${products.price} desc, ${products.createdAt} desc, ${products.id}`,
  popular: sql`${products.salesCount} desc, ${products.createdAt} desc, ${products.id}`,
};

async function loadProducts(input: ListInput, ctx: CallContext) {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? DEFAULT_PAGE_SIZE;
  const where: SQL[] = [listed()];
  if (input?.categoryId) where.push(eq(products.categoryId, input.categoryId));
  if (input?.subcategoryId) where.push(eq(products.subcategoryId, input.subcategoryId));
  if (input?.query) {
    const tsquery = searchQuery(input.query);
    // A query with no word at all (only punctuation) matches nothing.
    if (!tsquery) return { items: [], total: 0, page, pageSize };
    return searchProducts(ctx, { where, tsquery, sort: input.sort ?? 'relevance', page, pageSize });
  }
  const sort = !input?.sort || input.sort === 'relevance' ? 'newest' : input.sort;
  const order = ORDERS[sort];
  // The page's ids come from the order's index alone (an index-only scan, offset included); the 12 products
  // and their names are read for those ids only. The total is the maintained count, not a count of rows.
  const pageIds = ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(...where))
    .orderBy(order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // The total rides along with the page's rows (one statement); a page past the end asks for it alone.
  const rows = await selectProducts(ctx.db, { total: listedCountSql(input?.categoryId, input?.subcategoryId) })
    .where(inArray(products.id, pageIds))
    .orderBy(order);
  const total = rows.length
    ? Number(rows[0].total)
    : await listedCount(ctx.db, input?.categoryId, input?.subcategoryId);
  return { items: rows.map(({ total: _total, ...row }) => toProduct(row)), total, page, pageSize };
}

/** The listed count of a filter as a scalar subquery of catalog_counts (see listedCount). */
function listedCountSql(categoryId?: string, subcategoryId?: string): SQL.Aliased<number> {
  const where: SQL[] = [];
  if (categoryId) where.push(sql`${catalogCounts.categoryId} = ${categoryId}`);
  if (subcategoryId) where.push(sql`${catalogCounts.subcategoryId} = ${subcategoryId}`);
  const filter = where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return sql<number>`(select coalesce(sum(${catalogCounts.listed}), 0) from ${catalogCounts}${filter})`.as('total');
}

/** How many listed products a filter holds: catalog_counts, kept exact by a trigger (migration 0008). */
async function listedCount(db: Queryable, categoryId?: string, subcategoryId?: string): Promise<number> {
  const where: SQL[] = [];
  if (categoryId) where.push(eq(catalogCounts.categoryId, categoryId));
  if (subcategoryId) where.push(eq(catalogCounts.subcategoryId, subcategoryId));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${catalogCounts.listed}), 0)`.mapWith(Number) })
    .from(catalogCounts)
    .where(and(...where));
  return row?.total ?? 0;
}

/** A search: the page, its total (exact, or estimated when large: see EXACT_SEARCH_TOTAL) and the products. */
async function searchProducts(
  ctx: CallContext,
  options: { where: SQL[]; tsquery: string; sort: ProductSort; page: number; pageSize: number },
) {
  const { tsquery, sort, page, pageSize } = options;
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const where = and(...options.where, sql`${products.searchVector} @@ ${query}`);
  const offset = (page - 1) * pageSize;
  // A page in one of the orders: the ids come from the order's index (the popular ones test the query inside
  // the index, migration 0009), the products are read for those ids only. One more than the page, to know
  // whether a next page exists.
  const ordered = (order: SQL, limit: number, from: number) =>
    selectProducts(ctx.db)
      .where(
        inArray(
          products.id,
          ctx.db.select({ id: products.id }).from(products).where(where).orderBy(order).limit(limit).offset(from),
        ),
      )
      .orderBy(order);
  // How many matches the relevance window saw, when it was read: the total then needs no count of its own.
  let windowSize: number | null = null;
  const pageRows = async (): Promise<ProductRow[]> => {
    if (sort !== 'relevance') return ordered(ORDERS[sort], pageSize + 1, offset);
    if (offset >= RELEVANCE_WINDOW) return ordered(ORDERS.popular, pageSize + 1, offset);
    // The window, ranked, and the page's products, in one statement: the rank is computed for the window's
    // rows only (not for every row an offset skips), ties kept in best-selling order.
    const window = ctx.db.$with('relevance_window').as(
      ctx.db
        .select({
          id: products.id,
          rank: sql<number>`ts_rank_cd(${products.searchVector}, ${query}, 1)`.as('rank'),
          salesCount: products.salesCount,
          createdAt: products.createdAt,
        })
        .from(products)
        .where(where)
        .orderBy(ORDERS.popular)
        .limit(RELEVANCE_WINDOW),
    );
    const ranked = ctx.db.$with('ranked').as(
      ctx.db
        .select({
          id: window.id,
          position:
            sql<number>`row_number() over (order by ${window.rank} desc, ${window.salesCount} desc, ${window.createdAt} desc, ${window.id})`.as(
              'relevance_position',
            ),
          windowSize: sql<number>`count(*) over ()`.as('relevance_window_size'),
        })
        .from(window),
    );
    const rows = await ctx.db
      .with(window, ranked)
      .select({ ...productColumns, windowSize: ranked.windowSize })
      .from(ranked)
      .innerJoin(products, eq(products.id, ranked.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .leftJoin(users, eq(users.uid, products.creatorId))
      .where(and(gt(ranked.position, offset), lte(ranked.position, offset + pageSize + 1)))
      .orderBy(ranked.position);
    windowSize = rows.length ? Number(rows[0].windowSize) : null;
    const page = rows.map(({ windowSize: _size, ...row }) => row);
    const missing = pageSize + 1 - page.length;
    // The page runs past a full window: it continues in best-selling order after it.
    if (windowSize !== RELEVANCE_WINDOW || missing === 0) return page;
    return [...page, ...(await ordered(ORDERS.popular, missing, RELEVANCE_WINDOW))];
  };
  const rows = await pageRows();
  const hasMore = rows.length > pageSize;
  const shown = rows.slice(0, pageSize);
  const total = await searchTotal(ctx.db, where, { offset, pageSize, shown: shown.length, hasMore, windowSize });
  const items = shown.map((row) => toProduct(row));
  return { items, total, page, pageSize };
}

/**
 * The total of a search page (see EXACT_SEARCH_TOTAL): exact on the last page and for up to
 * EXACT_SEARCH_TOTAL matches; otherwise the planner's estimate, never less than what the page proves.
 * `windowSize`: the matches the relevance window read (from the first), when it was read — all of them when
 * fewer than RELEVANCE_WINDOW, else more than EXACT_SEARCH_TOTAL: no count is needed either way.
 */
async function searchTotal(
  db: Queryable,
  where: SQL | undefined,
  page: { offset: number; pageSize: number; shown: number; hasMore: boolean; windowSize: number | null },
): Promise<number> {
  const countUpTo = async (limit: number) => {
    const probe = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(limit)
      .as('probe');
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(probe);
    return row?.n ?? 0;
  };
  if (!page.hasMore && page.shown > 0) return page.offset + page.shown;
  if (page.windowSize !== null && page.windowSize < RELEVANCE_WINDOW) return page.windowSize;
  // Past the end (or nothing at all): fewer matches than the offset, so this count stops early.
  if (!page.hasMore) return page.offset === 0 ? 0 : countUpTo(page.offset);
  const counted = page.windowSize ?? (await countUpTo(EXACT_SEARCH_TOTAL + 1));
  const atLeast = page.offset + page.pageSize + 1;
  if (counted <= EXACT_SEARCH_TOTAL) return Math.max(counted, atLeast);
  return Math.max(counted, atLeast, await estimatedCount(db, where));
}

/** The planner's estimate of how many rows match (EXPLAIN, nothing is read). */
async function estimatedCount(db: Queryable, where: SQL | undefined): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${products} where ${where}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | null;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** The rows of `db.execute`: postgres.js answers an array, PGlite an object with `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
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
