import type { Category } from '@app/shared/contracts/catalog';
import { useApiQuery } from '@app/shared/data/query';
import { toListInput, type CatalogFilters } from './catalogParams';

/**
 * The products of the filters in the URL: one listProducts call per distinct filter set, cached by the
 * data layer (back and forward show the answer they had). While the answer for the current filters is
 * not in — first load or retry after a failure — `loading` is true.
 */
export function useProducts(filters: CatalogFilters) {
  const query = useApiQuery('listProducts', toListInput(filters));
  const retrying = query.isError && query.isFetching;
  return {
    loading: query.isPending || retrying,
    page: query.data ?? null,
    error: query.isError && !retrying ? query.error.message : null,
    retry: () => void query.refetch(),
  };
}

const NO_CATEGORIES: Category[] = [];

/** The category tree, fetched once per page (it rarely changes); empty until it is in. */
export function useCategories(): Category[] {
  return useApiQuery('listCategories', null, { staleTime: Infinity }).data ?? NO_CATEGORIES;
}
