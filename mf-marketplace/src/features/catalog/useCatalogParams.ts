import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@app/shared/router';
import { defaultSort, parseCatalogParams, toCatalogParams, type CatalogFilters } from './catalogParams';

/**
 * The filters from the URL, and a setter that pushes a new history entry (so the back button undoes a
 * filter change). Any change other than the page goes back to page 1. A sort left at its default follows the
 * query: a new search is ordered by relevance, clearing it goes back to the newest.
 */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parsed again only when the query string changes
  const filters = useMemo(() => parseCatalogParams(params), [key]);

  const setFilters = useCallback(
    (patch: Partial<CatalogFilters>) => {
      const next: CatalogFilters = { ...filters, ...patch };
      if (!('page' in patch)) next.page = 1;
      if ('cat' in patch && patch.cat !== filters.cat && !('sub' in patch)) next.sub = null;
      if ('q' in patch && !('sort' in patch) && filters.sort === defaultSort(filters.q))
        next.sort = defaultSort(next.q);
      const search = toCatalogParams(next);
      if (search.toString() === key) return;
      setParams(search);
    },
    [filters, key, setParams],
  );

  return { filters, setFilters };
}
