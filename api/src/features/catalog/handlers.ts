// listProducts (search, sort, filters, paging), getProduct, listCategories.
import type { ProductSort } from '@app/shared/contracts/catalog';
import { and, asc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { catalogCounts, categories, products, subcategories, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type CallContext, type Handler } from '../../http/context';
import { cached } from '../../lib/cache';
import { owns } from '../../domain/entitlements';
import { hasRole, findUser } from '../../domain/users';
import {
  isListed,
  listed,
  productColumns,
  revealAppUrls,
  selectProducts,
  toProduct,
  type ProductRow,
} from './products';
import {
  estimateShare,
  matchesQuery,
  searchQuery,
  searchStats,
  tsqueryOf,
  type SearchStats,
  walkingMatch,
  walkingQuery,
  walksIndex,
} from './search';
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
 * Search totals: counting every match of a common word costs as much as reading them all, so a
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
    const filter = { categoryId: input.categoryId, subcategoryId: input.subcategoryId };
    return searchProducts(ctx, {
      where,
      tsquery,
      text: input.query,
      filter,
      sort: input.sort ?? 'relevance',
      page,
      pageSize,
    });
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

/**
 * A LIMIT written into the statement rather than bound: a generic plan (Database.prepared) cannot see a
 * bound limit and plans for a tenth of the table (hash joins over every product). The values are small
 * constants and page sizes, so the prepared statements stay few. drizzle renders an SQL limit in place
 * (pg-core dialect), though its type names only numbers and placeholders.
 */
function literalLimit(rows: number): number {
  return sql.raw(String(Math.trunc(rows))) as unknown as number;
}

/** The listed count of a filter as a scalar subquery of catalog_counts (see listedCount). */
function listedCountSql(categoryId?: string, subcategoryId?: string, alias = 'total'): SQL.Aliased<number> {
  const where: SQL[] = [];
  if (categoryId) where.push(sql`${catalogCounts.categoryId} = ${categoryId}`);
  if (subcategoryId) where.push(sql`${catalogCounts.subcategoryId} = ${subcategoryId}`);
  const filter = where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return sql<number>`(select coalesce(sum(${catalogCounts.listed}), 0) from ${catalogCounts}${filter})`.as(alias);
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

/**
 * A search: the page and its total (exact, or estimated when large: see EXACT_SEARCH_TOTAL), in one
 * statement — the page's rows carry what the total needs (how many matches the relevance window or a
 * bounded count saw, and how many listed products the filter holds); only a page past the end asks again.
 */
async function searchProducts(
  ctx: CallContext,
  options: {
    where: SQL[];
    tsquery: string;
    text: string;
    filter: { categoryId?: string; subcategoryId?: string };
    sort: ProductSort;
    page: number;
    pageSize: number;
  },
) {
  const { tsquery, sort, page, pageSize } = options;
  const offset = (page - 1) * pageSize;
  // Whether the page starts in the relevance window: its rows' `counted` is then the window's size (exact
  // below RELEVANCE_WINDOW), not the bounded count. Past the window, relevance continues in best-selling order.
  const fromWindow = sort === 'relevance' && offset < RELEVANCE_WINDOW;
  // Words common enough for the page walk its order's index, as a prepared statement planned once
  // (walksIndex); rarer words are collected through the search index, planned for their values each time.
  const stats = await searchStats(ctx.db);
  const bestSelling = sort === 'relevance' || sort === 'popular';
  const walk =
    stats !== null &&
    walksIndex(stats, options.text, fromWindow ? RELEVANCE_WINDOW : offset + pageSize + 1, bestSelling);
  const db = walk ? ctx.prepared : ctx.db;
  const query = walk ? walkingQuery(tsquery) : tsqueryOf(tsquery);
  const where = and(...options.where, walk ? walkingMatch(tsquery) : matchesQuery(tsquery));
  const listedInFilter = listedCountSql(options.filter.categoryId, options.filter.subcategoryId, 'listed');
  // Up to EXACT_SEARCH_TOTAL + 1 matches, counted (the count stops there).
  const countedSql = sql<number>`(select count(*) from (select 1 from ${products} where ${where} limit ${
    EXACT_SEARCH_TOTAL + 1
  }) as probe)`.as('counted');
  // A page in one of the orders: the ids come from the order's index (the popular ones test the query inside
  // the index, migration 0009), the products are read for those ids only. One more than the page, to know
  // whether a next page exists.
  const ordered = (order: SQL, limit: number, from: number) =>
    selectProducts(db, { listed: listedInFilter, counted: countedSql })
      .where(
        inArray(
          products.id,
          db
            .select({ id: products.id })
            .from(products)
            .where(where)
            .orderBy(order)
            .limit(literalLimit(limit))
            .offset(from),
        ),
      )
      .orderBy(order);
  type Row = ProductRow & { listed: number; counted: number };
  const pageRows = async (): Promise<Row[]> => {
    if (!fromWindow) return ordered(ORDERS[sort === 'relevance' ? 'popular' : sort], pageSize + 1, offset);
    // The window, ranked, and the page's products, in one statement: the rank is computed for the window's
    // rows only (not for every row an offset skips), ties kept in best-selling order. The window's size is
    // the count: all the matches when fewer than RELEVANCE_WINDOW, else more than EXACT_SEARCH_TOTAL.
    const window = db.$with('relevance_window').as(
      db
        .select({
          id: products.id,
          rank: sql<number>`ts_rank_cd(${products.searchVector}, ${query}, 1)`.as('rank'),
          salesCount: products.salesCount,
          createdAt: products.createdAt,
        })
        .from(products)
        .where(where)
        .orderBy(ORDERS.popular)
        .limit(literalLimit(RELEVANCE_WINDOW)),
    );
    const ranked = db.$with('ranked').as(
      db
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
    const rows = await db
      .with(window, ranked)
      .select({ ...productColumns, counted: ranked.windowSize, listed: listedInFilter })
      .from(ranked)
      .innerJoin(products, eq(products.id, ranked.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .leftJoin(users, eq(users.uid, products.creatorId))
      .where(and(gt(ranked.position, offset), lte(ranked.position, offset + pageSize + 1)))
      .orderBy(ranked.position);
    const missing = pageSize + 1 - rows.length;
    // The page runs past a full window: it continues in best-selling order after it.
    if (!rows.length || Number(rows[0].counted) !== RELEVANCE_WINDOW || missing === 0) return rows;
    // The total reads the first row's counts: the window's.
    return [...rows, ...(await ordered(ORDERS.popular, missing, RELEVANCE_WINDOW))];
  };
  const rows = await pageRows();
  const hasMore = rows.length > pageSize;
  const shown = rows.slice(0, pageSize);
  const total = await searchTotal(ctx.db, where, stats, options.text, {
    offset,
    pageSize,
    shown: shown.length,
    hasMore,
    counted: rows.length ? Number(rows[0].counted) : null,
    exactBelow: fromWindow ? RELEVANCE_WINDOW : EXACT_SEARCH_TOTAL + 1,
    listed: rows.length ? Number(rows[0].listed) : 0,
  });
  const items = shown.map(({ counted: _counted, listed: _listed, ...row }) => toProduct(row));
  return { items, total, page, pageSize };
}

/**
 * The total of a search page (see EXACT_SEARCH_TOTAL): exact on the last page and for up to
 * EXACT_SEARCH_TOTAL matches; otherwise the estimate of the search index's statistics (as the planner
 * makes it: `stats`, as searchProducts read them, and estimateShare) for the filter's listed products,
 * never less than the page proves.
 * `counted`: the matches the statement counted, all of them when fewer than `exactBelow` (the relevance
 * window's size, up to RELEVANCE_WINDOW, or a count that stops at EXACT_SEARCH_TOTAL + 1); `listed`: the
 * filter's listed products.
 */
async function searchTotal(
  db: Queryable,
  where: SQL | undefined,
  stats: SearchStats | null,
  text: string,
  page: {
    offset: number;
    pageSize: number;
    shown: number;
    hasMore: boolean;
    counted: number | null;
    exactBelow: number;
    listed: number;
  },
): Promise<number> {
  if (!page.hasMore && page.shown > 0) return page.offset + page.shown;
  // Past the end (or nothing at all): fewer matches than the offset, so this count stops early.
  if (page.counted === null) {
    if (page.offset === 0) return 0;
    const probe = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(page.offset)
      .as('probe');
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(probe);
    return row?.n ?? 0;
  }
  // Every match was counted.
  if (page.counted < page.exactBelow) return page.counted;
  const estimate = stats ? Math.round(page.listed * estimateShare(stats, text)) : 0;
  return Math.max(page.counted, page.offset + page.pageSize + 1, estimate);
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
