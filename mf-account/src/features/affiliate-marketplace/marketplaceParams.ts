// The affiliate marketplace's state lives in the URL query (a shareable, reloadable page; back and forward
// work): q (search), sort, page. Defaults are left out of the URL.
import type { AFFILIATE_SORTS } from '@app/shared/contracts/affiliates';

export type AffiliateSort = (typeof AFFILIATE_SORTS)[number];

/**
 * The sorts offered, in menu order. Kept here rather than imported from the contracts: a value import from
 * a contract would bundle zod into this area.
 */
export const SORTS = ['commission', 'bestselling', 'newest'] as const satisfies readonly AffiliateSort[];
export const DEFAULT_SORT: AffiliateSort = 'commission';
/** The contract's limit on the search text. */
export const QUERY_MAX = 100;

export type MarketplaceFilters = { q: string; sort: AffiliateSort; page: number };

export function parseMarketplaceParams(params: URLSearchParams): MarketplaceFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, QUERY_MAX),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as AffiliateSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

export function toMarketplaceParams(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The listAffiliateProducts input for these filters. */
export function toListInput(filters: MarketplaceFilters) {
  const query = filters.q.trim();
  return { ...(query ? { query } : {}), sort: filters.sort, page: filters.page };
}

/**
 * The absolute link to share: the item's page on this site with `?ref={code}` (a product
 * `/product/{id}?ref=CODE`, the academy `/salepage?ref=CODE`). Any query the path has is kept.
 */
export function referralLink(origin: string, path: string, code: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('ref', code);
  return url.toString();
}
