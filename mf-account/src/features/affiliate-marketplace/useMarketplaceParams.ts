import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@app/shared/router';
import { parseMarketplaceParams, toMarketplaceParams, type MarketplaceFilters } from './marketplaceParams';

/**
 * The filters from the URL, and a setter that pushes a new history entry (the back button undoes a
 * change). A new search or sort goes back to page 1.
 */
export function useMarketplaceParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parsed again only when the query string changes
  const filters = useMemo(() => parseMarketplaceParams(params), [key]);

  const setFilters = useCallback(
    (patch: Partial<MarketplaceFilters>) => {
      const next: MarketplaceFilters = { ...filters, ...patch };
      if (!('page' in patch)) next.page = 1;
      const search = toMarketplaceParams(next);
      if (search.toString() === key) return;
      setParams(search);
    },
    [filters, key, setParams],
  );

  return { filters, setFilters };
}
