import { useLocation } from '@app/shared/router';
import { areaForPath } from '@app/shared/routing/areas';
import { NotFound } from '@app/shared/ui/NotFound';
import { RemoteArea } from './RemoteArea';

/**
 * Picks the area that owns the current path (docs/architecture.md §1) and renders its App, whose own <Routes>
 * match the full path; an unknown path is the shell's 404.
 */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) return <NotFound />;
  return <RemoteArea key={area} name={area} />;
}
