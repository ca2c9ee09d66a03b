// Reading products with their category and creator names, as the contract's productSchema.
import type { Product } from '@app/shared/contracts/catalog';
import { eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories, products, subcategories, users } from '../../db/schema';

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
  appUrl: products.appUrl,
  thumbnailUrl: products.thumbnailUrl,
  creatorId: products.creatorId,
  creatorName: users.displayName,
  status: products.status,
  salesCount: products.salesCount,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export function selectProducts<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
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

type ProductRow = Awaited<ReturnType<typeof selectProducts<Record<never, never>>>>[number];

export function toProduct(row: ProductRow): Product {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
