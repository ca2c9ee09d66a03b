import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@app/shared/router';
import { parseUsersParams, toUsersParams, type UsersFilters } from './usersParams';

/**
 * The filters from the URL, and a setter that pushes a new history entry (the back button undoes a
 * search). A new search or role filter goes back to page 1.
 */
export function useUsersParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parsed again only when the query string changes
  const filters = useMemo(() => parseUsersParams(params), [key]);

  const setFilters = useCallback(
    (patch: Partial<UsersFilters>) => {
      const next: UsersFilters = { ...filters, ...patch };
      if (!('page' in patch)) next.page = 1;
      const search = toUsersParams(next);
      if (search.toString() === key) return;
      setParams(search);
    },
    [filters, key, setParams],
  );

  return { filters, setFilters };
}
