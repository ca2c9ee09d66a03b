// A page of the public catalogue (listProducts): browsing in a public order with the maintained total, or a
// search (product-search.ts).
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { CallContext, Handler } from '../../http/context';
import { listedCount, listedCountSql } from './listed-count';
import { searchProducts } from './product-search';
import { listed, ORDERS, selectProducts, toProduct } from './products';
import { searchQuery } from './search';

const DEFAULT_PAGE_SIZE = 12;

export type ListInput = Parameters<Handler<'listProducts'>>[0];

export async function loadProducts(input: ListInput, ctx: CallContext) {
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
