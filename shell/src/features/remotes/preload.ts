// Preloads an area when a link to it is hovered or focused (loaded and run: a click is likely), and
// downloads every area when the browser is idle (files only, nothing run: see prefetchArea).
// One document-level listener covers every link on the page, in the shell and inside the areas.
import { AREA_NAMES, areaForPath } from '@app/shared/routing/areas';
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

/** Shell-only pages (legal, auth, 404) load no area: start the background preloads after this anyway. */
const SHELL_PAGE_GRACE_MS = 4000;
/** After the first area's module arrives, leave React time to render and paint it. */
const AFTER_FIRST_AREA_MS = 1000;

export function startPreloading(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const idle = (window as IdleWindow).requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
  // Only once the page the visitor asked for is up, fetch the other areas one idle slot at a time, so
  // they never compete with the first render (the auth check delays that render past window `load`).
  const grace = new Promise<void>((resolve) => window.setTimeout(resolve, SHELL_PAGE_GRACE_MS));
  const settled = firstAreaLoaded.then(() => new Promise<void>((r) => window.setTimeout(r, AFTER_FIRST_AREA_MS)));
  Promise.race([settled, grace]).then(() => {
    const queue = [...AREA_NAMES];
    const next = () => {
      const area = queue.shift();
      if (!area) return;
      prefetchArea(area);
      idle(next, { timeout: 5000 });
    };
    idle(next, { timeout: 5000 });
  });
}
