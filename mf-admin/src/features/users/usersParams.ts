// The users list's state lives in the URL query (reload, back and forward, a link to a search all work):
// q (the search text), role (a filter) and page. Defaults are left out of the URL.

export const ROLE_FILTERS = ['creator', 'admin', 'suspended'] as const;
export type RoleFilter = (typeof ROLE_FILTERS)[number];

/** The contract's limits on the search text and the page. */
export const QUERY_MAX = 200;
const PAGE_MAX = 10_000;

export type UsersFilters = { q: string; role: RoleFilter | null; page: number };

export function parseUsersParams(params: URLSearchParams): UsersFilters {
  const role = params.get('role');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, QUERY_MAX),
    role: (ROLE_FILTERS as readonly string[]).includes(role ?? '') ? (role as RoleFilter) : null,
    page: Number.isInteger(page) && page > 1 && page <= PAGE_MAX ? page : 1,
  };
}

export function toUsersParams(filters: UsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.role) params.set('role', filters.role);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The searchUsers input for these filters (an empty search lists everyone, newest first). */
export function toSearchInput(filters: UsersFilters) {
  const query = filters.q.trim();
  return { ...(query ? { query } : {}), ...(filters.role ? { role: filters.role } : {}), page: filters.page };
}

/** How many pages `total` results make (at least one, so 'Trang 1 / 1' reads right). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
