// Preloads an area when a link to it is hovered or focused (loaded and run: a click is likely), and
// downloads the areas this visitor can open when the browser is idle, a few seconds after the page is up
// (files only, nothing run: see prefetchArea).
// One document-level listener covers every link on the page, in the shell and inside the areas.
import { hasRole, useAuthStore, type AuthState } from '@app/shared/auth/store';
import { AREA_NAMES, areaForPath, type AreaName } from '@app/shared/routing/areas';
import { firstAreaLoaded, prefetchArea, preloadArea } from './registry';

function onIntent(event: Event) {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const area = areaForPath(url.pathname);
  if (area) preloadArea(area);
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * The areas worth downloading in the background for this visitor: the public ones, the account area once
 * signed in, and the admin area only for an admin (a phone should not download code its user cannot open).
 */
export function backgroundAreas(auth: AuthState): AreaName[] {
  return AREA_NAMES.filter((area) => {
    if (area === 'account') return auth.status === 'signed-in';
    if (area === 'admin') return hasRole(auth.user, 'admin');
    return true;
  });
}

/** Shell-only pages (legal, auth, 404) load no area: start the background downloads after this anyway. */
export const SHELL_PAGE_GRACE_MS = 8000;
/**
 * After the first area's module arrives: React renders and paints it, and the seconds after that are when a
 * visitor first scrolls and taps, so the main thread stays theirs (each background download runs the
 * federation runtime for that area's manifest, a long task on a phone) until the page has been quiet a while.
 */
export const AFTER_FIRST_AREA_MS = 5000;

export function startPreloading(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const idle = (window as IdleWindow).requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
  // Only once the page the visitor asked for is up, fetch the other areas one idle slot at a time, so
  // they never compete with the first render (the auth check delays that render past window `load`).
  const grace = new Promise<void>((resolve) => window.setTimeout(resolve, SHELL_PAGE_GRACE_MS));
  const settled = firstAreaLoaded.then(() => new Promise<void>((r) => window.setTimeout(r, AFTER_FIRST_AREA_MS)));
  Promise.race([settled, grace]).then(() => {
    const queue = backgroundAreas(useAuthStore.getState());
    const next = () => {
      const area = queue.shift();
      if (!area) return;
      prefetchArea(area);
      idle(next, { timeout: 5000 });
    };
    idle(next, { timeout: 5000 });
  });
}
