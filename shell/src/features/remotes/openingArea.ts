// Starts loading the area that owns the page being opened (see index.ts). Runs before the federation
// async boundary: nothing imported here, directly or not, may be a federation-shared module.
import { areaForPath } from '@app/shared/routing/areas';
import { initRemotes, preloadArea } from './registry';

export function loadOpeningArea(): void {
  initRemotes().catch(() => undefined);
  const area = areaForPath(window.location.pathname);
  if (area) preloadArea(area);
}
