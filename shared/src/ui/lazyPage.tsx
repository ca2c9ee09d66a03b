import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@app/shared/ui/Spinner';

/**
 * A route's page that loads on demand, so a route carries only its own libraries. While its chunk arrives
 * it shows the one loading state of every area (the shell's spinner, same reserved height); a chunk that
 * fails to load throws to the nearest error boundary, as React.lazy does.
 *
 * Call it once at module level: `const XPage = lazyPage(() => import('./features/x/XPage').then((m) => m.XPage));`
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  function LazyPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
