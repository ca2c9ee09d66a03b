// Preloads an area when a link to it is hovered or focused, and every area when the browser is idle.
// One document-level listener covers every link on the page, in the shell and inside the areas.
import { AREA_NAMES, areaForPath } from '@app/shared/routing/areas';
import { preloadArea } from './registry';

function onIntent(event: Event) {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const area = areaForPath(url.pathname);
  if (area) preloadArea(area);
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

export function startPreloading(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  const idle = (window as IdleWindow).requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
  // After the first page is up, fetch the rest one idle slot at a time so it never competes with it.
  window.addEventListener(
    'load',
    () => {
      const queue = [...AREA_NAMES];
      const next = () => {
        const area = queue.shift();
        if (!area) return;
        preloadArea(area);
        idle(next, { timeout: 5000 });
      };
      idle(next, { timeout: 5000 });
    },
    { once: true },
  );
}
