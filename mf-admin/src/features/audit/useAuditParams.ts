import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@app/shared/router';
import { parseAuditParams, toAuditParams, type AuditFilters } from './auditParams';

/** The filters from the URL, and a setter that pushes a new history entry (back undoes a filter). */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parsed again only when the query string changes
  const filters = useMemo(() => parseAuditParams(params), [key]);

  const setFilters = useCallback(
    (next: AuditFilters) => {
      const search = toAuditParams(next);
      if (search.toString() === key) return;
      setParams(search);
    },
    [key, setParams],
  );

  return { filters, setFilters, key };
}
