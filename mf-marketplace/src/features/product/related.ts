// Which products a product page suggests beside its own: pure, tested in related.test.ts.
import type { Product } from '@app/shared/contracts/catalog';

/** How many products of the same subcategory the page shows, and of the same creator. */
export const RELATED_COUNT = 4;
export const CREATOR_OTHERS_COUNT = 3;

/**
 * The catalogue page the related products come from: the product's subcategory (else its category), best
 * sellers first, one more than shown since the product itself is among them.
 */
export function relatedQuery(product: Pick<Product, 'categoryId' | 'subcategoryId'>) {
  return {
    categoryId: product.categoryId,
    ...(product.subcategoryId ? { subcategoryId: product.subcategoryId } : {}),
    sort: 'popular' as const,
    pageSize: RELATED_COUNT + 1,
  };
}

/** The first `limit` products of a list other than the one on the page. */
export function othersThan<T extends { id: string }>(items: readonly T[], productId: string, limit: number): T[] {
  return items.filter((item) => item.id !== productId).slice(0, limit);
}
