// The area of the page being opened starts downloading at once: index.ts imports this small chunk
// beside the bootstrap, so the area's manifest, remoteEntry.js and page code arrive while React and the
// Firebase client are still downloading and the sign-in check runs (SPEC §4 holds the area's render until
// that check ends, not its download).
import { areaForPath } from '@app/shared/routing/areas';
import { initRemotes, preloadArea } from './registry';

export function loadOpeningArea(): void {
  initRemotes().catch(() => undefined);
  const area = areaForPath(window.location.pathname);
  if (area) preloadArea(area);
}
