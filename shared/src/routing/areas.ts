// Route ownership (DESIGN.md §1): which area renders which path. The shell picks the area to load from
// it, and preloads an area when a link to it is hovered or focused.
import { matchPath } from '@app/shared/router';

export type AreaName = 'marketplace' | 'academy' | 'creator' | 'admin' | 'account';

export const AREA_NAMES: readonly AreaName[] = ['marketplace', 'academy', 'creator', 'admin', 'account'];

const AREA_PATTERNS: Record<AreaName, readonly string[]> = {
  marketplace: ['/', '/product/*', '/creator-profile/*', '/checkout/*', '/payment-status'],
  academy: ['/training', '/training/*', '/salepage', '/chung-nhan/*'],
  creator: ['/creator', '/creator/*', '/become-a-creator', '/pricing', '/vercel-callback'],
  admin: ['/admin', '/admin/*'],
  account: ['/my', '/my/*'],
};

/** The area that owns a pathname, or null for shell paths and unknown paths. */
export function areaForPath(pathname: string): AreaName | null {
  for (const area of AREA_NAMES) {
    if (AREA_PATTERNS[area].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return area;
  }
  return null;
}
