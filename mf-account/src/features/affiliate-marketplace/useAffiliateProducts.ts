import { useApiQuery } from '@app/shared/data/query';
import { toListInput, type MarketplaceFilters } from './marketplaceParams';

/**
 * The page of products for the filters in the URL, cached per filter set by the data layer. `loading` is
 * true while the answer for the current filters is not in (first load, or a retry after a failure).
 */
export function useAffiliateProducts(filters: MarketplaceFilters) {
  const query = useApiQuery('listAffiliateProducts', toListInput(filters));
  const retrying = query.isError && query.isFetching;
  return {
    loading: query.isPending || retrying,
    page: query.data ?? null,
    error: query.isError && !retrying ? query.error.message : null,
    retry: () => void query.refetch(),
  };
}
