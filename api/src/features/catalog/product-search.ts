// The catalogue's search: a page of matches ranked by relevance or a public order, and its total (exact
// when small, estimated from the search index's statistics when large). The text side (what a query
// matches, the index's statistics, whether to walk an index) is search.ts.
import type { ProductSort } from '@app/shared/contracts/catalog';
import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories, products, subcategories, users } from '../../db/schema';
import type { CallContext } from '../../http/context';
import { listedCountSql, literalLimit } from './listed-count';
import { ORDERS, productColumns, selectProducts, toProduct, type ProductRow } from './products';
import {
  estimateShare,
  matchesQuery,
  searchStats,
  tsqueryOf,
  type SearchStats,
  walkingMatch,
  walkingQuery,
  walksIndex,
} from './search';

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

/**
 * A search: the page and its total (exact, or estimated when large: see EXACT_SEARCH_TOTAL), in one
 * statement — the page's rows carry what the total needs (how many matches the relevance window or a
 * bounded count saw, and how many listed products the filter holds); only a page past the end asks again.
 */
export async function searchProducts(
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
