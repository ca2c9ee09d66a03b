import { lazy, Suspense, type ComponentProps } from 'react';
import type { DemoDialog as DemoDialogType } from './DemoDialog';

// The dialog (Radix, the games) is not needed for the first paint of a page: it is loaded on first use,
// or earlier when a demo button is hovered or focused (preloadDemo).
const load = () => import('./DemoDialog');
const DemoDialog = lazy(() => load().then((module) => ({ default: module.DemoDialog })));

export const preloadDemo = () => {
  void load();
};

export function LazyDemoDialog(props: ComponentProps<typeof DemoDialogType>) {
  if (!props.product) return null;
  return (
    <Suspense fallback={null}>
      <DemoDialog {...props} />
    </Suspense>
  );
}
