// The catalogue's state lives in the URL query (shareable links; back and forward work):
// q (search), sort, cat (category), sub (subcategory), page. Defaults are left out of the URL.
import type { ProductSort } from '@app/shared/contracts/catalog';
import { backToFirstPage } from '@app/shared/router';

/**
 * The sorts offered, in menu order. Kept here rather than imported from the contracts: a value import
 * from a contract would bundle zod into this area (the API client, which validates, is the shell's).
 */
export const SORTS = [
  'newest',
  'popular',
  'topRated',
  'priceAsc',
  'priceDesc',
] as const satisfies readonly ProductSort[];

/** With a query, the best match comes first by default; without one there is nothing to match. */
export const sortsFor = (q: string): readonly ProductSort[] => (q.trim() ? ['relevance', ...SORTS] : SORTS);
export const defaultSort = (q: string): ProductSort => (q.trim() ? 'relevance' : 'newest');

export type CatalogFilters = {
  q: string;
  sort: ProductSort;
  cat: string | null;
  sub: string | null;
  page: number;
};

export const PAGE_SIZE = 12;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseCatalogParams(params: URLSearchParams): CatalogFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const cat = params.get('cat');
  const sub = params.get('sub');
  const q = (params.get('q') ?? '').slice(0, 100);
  return {
    q,
    sort: (sortsFor(q) as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : defaultSort(q),
    cat: cat && ID.test(cat) ? cat : null,
    // A subcategory only means something inside its category.
    sub: cat && ID.test(cat) && sub && ID.test(sub) ? sub : null,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

export function toCatalogParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.sort !== defaultSort(q) && sortsFor(q).includes(filters.sort)) params.set('sort', filters.sort);
  if (filters.cat) params.set('cat', filters.cat);
  if (filters.cat && filters.sub) params.set('sub', filters.sub);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The listProducts input for these filters. */
export function toListInput(filters: CatalogFilters) {
  const query = filters.q.trim();
  return {
    ...(query ? { query } : {}),
    sort: sortsFor(query).includes(filters.sort) ? filters.sort : defaultSort(query),
    ...(filters.cat ? { categoryId: filters.cat } : {}),
    ...(filters.cat && filters.sub ? { subcategoryId: filters.sub } : {}),
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * The rest of a filter change: any change other than the page goes back to page 1, a new category drops the
 * sub-category, and a sort left at its default follows the query (a new search is ordered by relevance,
 * clearing it goes back to the newest).
 */
export function adjustCatalog(
  next: CatalogFilters,
  patch: Partial<CatalogFilters>,
  current: CatalogFilters,
): CatalogFilters {
  const adjusted = { ...backToFirstPage(next, patch) };
  if ('cat' in patch && patch.cat !== current.cat && !('sub' in patch)) adjusted.sub = null;
  if ('q' in patch && !('sort' in patch) && current.sort === defaultSort(current.q))
    adjusted.sort = defaultSort(next.q);
  return adjusted;
}
