// The page's one router. Every app imports routing from here, never from react-router(-dom) directly:
// this module is a federation singleton (so the router context is shared by all areas), while
// react-router itself stays an ordinary dependency that webpack tree-shakes. Sharing react-router-dom
// directly ships all of it (about 62 KB gzipped against about 13 KB used; docs/architecture.md §6).
// Add an export here when an app needs another piece of react-router.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, To } from 'react-router';

/**
 * A page's state kept in the URL's query (filters, search, page), so reload, sharing and the back button
 * keep it. Parsed again only when the query string changes; the setter takes a patch, lets `adjust` derive
 * the rest of the change (e.g. back to page 1), and pushes a new history entry only when the query changes.
 * `parse`, `serialize` and `adjust` are module-level functions (stable across renders).
 */
export function useSearchParamsState<T>(
  parse: (params: URLSearchParams) => T,
  serialize: (state: T) => URLSearchParams,
  adjust?: (next: T, patch: Partial<T>, current: T) => T,
) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- parsed again only when the query string changes
  const state = useMemo(() => parse(params), [key, parse]);

  const setState = useCallback(
    (patch: Partial<T>) => {
      const merged: T = { ...state, ...patch };
      const search = serialize(adjust ? adjust(merged, patch, state) : merged);
      if (search.toString() === key) return;
      setParams(search);
    },
    [state, key, setParams, serialize, adjust],
  );

  return { state, setState, key };
}

/** For `adjust`: any change but the page's own goes back to page 1 (a new search starts at the top). */
export const backToFirstPage = <T extends { page: number }>(next: T, patch: Partial<T>): T =>
  'page' in patch ? next : { ...next, page: 1 };
