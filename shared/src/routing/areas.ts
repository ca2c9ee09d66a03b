// Route ownership (docs/architecture.md §1): which area renders which path. The shell picks the area to load from
// it, and preloads an area when a link to it is hovered or focused.
//
// No imports, and no page state (so it is not a federation-shared module): the shell reads this table in
// its entry chunk, before the federation async boundary, to begin downloading the area of the page being
// opened. The patterns are react-router's
// (an exact path, or a prefix followed by `/*`), matched as the areas' <Routes> match them: ignoring case
// and a trailing slash.

export type AreaName = 'marketplace' | 'academy' | 'creator' | 'admin' | 'account';

export const AREA_NAMES: readonly AreaName[] = ['marketplace', 'academy', 'creator', 'admin', 'account'];

const AREA_PATTERNS: Record<AreaName, readonly string[]> = {
  marketplace: ['/', '/product/*', '/creator-profile/*', '/checkout/*', '/payment-status'],
  academy: ['/training', '/training/*', '/salepage', '/chung-nhan/*'],
  creator: ['/creator', '/creator/*', '/become-a-creator', '/pricing', '/vercel-callback'],
  admin: ['/admin', '/admin/*'],
  account: ['/my', '/my/*'],
};

function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return path === pattern;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/** A pathname as the areas' <Routes> match it: case and a trailing slash ignored. */
export function routePath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** The area that owns a pathname, or null for shell paths and unknown paths. */
export function areaForPath(pathname: string): AreaName | null {
  const path = routePath(pathname);
  for (const area of AREA_NAMES) {
    if (AREA_PATTERNS[area].some((pattern) => matches(pattern, path))) return area;
  }
  return null;
}

/**
 * Whether a path of a table like the fixed frames' (routing/frames.ts; `:name` stands for one path segment,
 * as in the areas' routes) matches a pathname normalised by routePath. Here, with no imports, because the
 * shell page's inline frame script is compiled from this file too (tools/webpack/boot-frame.cjs).
 */
export function framePathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.charAt(0) === ':' ? have[i] !== '' : segment === have[i]))
  );
}
