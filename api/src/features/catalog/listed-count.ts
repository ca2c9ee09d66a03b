// How many listed products a filter holds (catalog_counts, kept exact by a trigger), and the LIMIT that keeps
// the catalogue's prepared plans honest: shared by browsing (listing.ts) and searching (product-search.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { catalogCounts } from '../../db/schema';

/**
 * A LIMIT written into the statement rather than bound: a generic plan (Database.prepared) cannot see a
 * bound limit and plans for a tenth of the table (hash joins over every product). The values are small
 * constants and page sizes, so the prepared statements stay few. drizzle renders an SQL limit in place
 * (pg-core dialect), though its type names only numbers and placeholders.
 */
export function literalLimit(rows: number): number {
  return sql.raw(String(Math.trunc(rows))) as unknown as number;
}

/** The listed count of a filter as a scalar subquery of catalog_counts (see listedCount). */
export function listedCountSql(categoryId?: string, subcategoryId?: string, alias = 'total'): SQL.Aliased<number> {
  const where: SQL[] = [];
  if (categoryId) where.push(sql`${catalogCounts.categoryId} = ${categoryId}`);
  if (subcategoryId) where.push(sql`${catalogCounts.subcategoryId} = ${subcategoryId}`);
  const filter = where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return sql<number>`(select coalesce(sum(${catalogCounts.listed}), 0) from ${catalogCounts}${filter})`.as(alias);
}

/** How many listed products a filter holds: catalog_counts, kept exact by a trigger (migration 0008). */
export async function listedCount(db: Queryable, categoryId?: string, subcategoryId?: string): Promise<number> {
  const where: SQL[] = [];
  if (categoryId) where.push(eq(catalogCounts.categoryId, categoryId));
  if (subcategoryId) where.push(eq(catalogCounts.subcategoryId, subcategoryId));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${catalogCounts.listed}), 0)`.mapWith(Number) })
    .from(catalogCounts)
    .where(and(...where));
  return row?.total ?? 0;
}
