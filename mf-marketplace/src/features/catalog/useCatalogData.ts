import type { Category } from '@app/shared/contracts/catalog';
import { useApiQuery, useResultsQuery } from '@app/shared/data/query';
import { toListInput, type CatalogFilters } from './catalogParams';

/** The page of products for the filters in the URL. */
export const useProducts = (filters: CatalogFilters) => useResultsQuery('listProducts', toListInput(filters));

const NO_CATEGORIES: Category[] = [];

/** The category tree, fetched once per page (it rarely changes); empty until it is in. */
export function useCategories(): Category[] {
  return useApiQuery('listCategories', null, { staleTime: Infinity }).data ?? NO_CATEGORIES;
}
