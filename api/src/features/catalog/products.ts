// Reading products with their category and creator names, as the contract's productSchema.
import type { Product, ProductSort } from '@app/shared/contracts/catalog';
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { categories, libraryItems, products, subcategories, users } from '../../db/schema';

/**
 * The one rule of what the public sees: a published product whose creator is not suspended.
 * Every public listing, the wishlist, the affiliate marketplace, creator profiles and checkout use it.
 * Written with literals, exactly as the partial indexes of the catalogue state it (schema/catalog.ts,
 * LISTED_SQL): the planner uses a partial index only when it can prove the query implies its condition,
 * which it cannot do with bound parameters in a prepared statement's generic plan.
 */
export function listed(): SQL {
  return sql`(${products.status} = 'published' and not ${products.creatorSuspended})`;
}

/** The same rule on a row already read. */
export function isListed(product: { status: string; creatorSuspended: boolean }): boolean {
  return product.status === 'published' && !product.creatorSuspended;
}

export const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  price: products.price,
  categoryId: products.categoryId,
  categoryName: categories.name,
  subcategoryId: products.subcategoryId,
  subcategoryName: subcategories.name,
  demoType: products.demoType,
  demoUrl: products.demoUrl,
  whatYouGet: products.whatYouGet,
  appUrl: products.appUrl,
  thumbnailUrl: products.thumbnailUrl,
  media: products.media,
  creatorId: products.creatorId,
  creatorName: users.displayName,
  status: products.status,
  commissionRate: products.commissionRate,
  rejectionReason: products.rejectionReason,
  pendingChanges: products.pendingChanges,
  salesCount: products.salesCount,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export function selectProducts<Extra extends Record<string, SQL.Aliased | SQL | PgColumn> = Record<never, never>>(
  db: Queryable,
  extra?: Extra,
) {
  return db
    .select({ ...productColumns, ...(extra as Extra) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(users, eq(users.uid, products.creatorId));
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts<Record<never, never>>>>[number];

/**
 * The product as the contract shapes it. `appUrl` is what a buyer pays for: it is left out (null) unless
 * the caller may open the product — pass `canOpen` for the creator's own products and for admins, and
 * use `revealAppUrls` for a list a signed-in buyer sees (paid links stay private).
 */
export function toProduct({ ratingSum, ...row }: ProductRow, canOpen = false): Product {
  return {
    ...row,
    ratingAverage: averageStars(row.ratingCount, ratingSum),
    appUrl: canOpen ? row.appUrl : null,
    // Moderation notes are for the creator and admins only.
    rejectionReason: canOpen ? row.rejectionReason : null,
    pendingChanges: canOpen ? (row.pendingChanges ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Puts `appUrl` back on the products the viewer may open: those they own (library), those they created,
 * or all of them for an admin. Anonymous viewers get the list as it is (no paid link).
 */
export async function revealAppUrls(
  db: Queryable,
  viewer: { uid: string } | null,
  items: Product[],
): Promise<Product[]> {
  if (!viewer || items.length === 0) return items;
  const ids = items.map((item) => item.id);
  const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.uid, viewer.uid)).limit(1);
  const admin = Boolean(user?.roles.includes('admin'));
  const openable = await db
    .select({ id: products.id, appUrl: products.appUrl })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        admin
          ? undefined
          : or(
              eq(products.creatorId, viewer.uid),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(libraryItems)
                  .where(and(eq(libraryItems.userId, viewer.uid), eq(libraryItems.productId, products.id))),
              ),
            ),
      ),
    );
  if (openable.length === 0) return items;
  const urls = new Map(openable.map((row) => [row.id, row.appUrl]));
  return items.map((item) => (urls.has(item.id) ? { ...item, appUrl: urls.get(item.id) ?? null } : item));
}

/** The average of `count` ratings summing to `sum`, to 2 decimals; null when there are none. */
export function averageStars(count: number, sum: number): number | null {
  return count === 0 ? null : Math.round((sum * 100) / count) / 100;
}

/** Each public order, ties broken newest first then by id (the keys of the partial indexes, schema/catalog.ts). */
export const ORDERS: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  newest: sql`${products.createdAt} desc, ${products.id}`,
  priceAsc: sql`${products.price}, ${products.createdAt} desc, ${products.id}`,
  priceDesc: sql`${products.price} desc, ${products.createdAt} desc, ${products.id}`,
  popular: sql`${products.salesCount} desc, ${products.createdAt} desc, ${products.id}`,
  topRated: sql`${products.ratingRank} desc, ${products.ratingCount} desc, ${products.createdAt} desc, ${products.id}`,
};
