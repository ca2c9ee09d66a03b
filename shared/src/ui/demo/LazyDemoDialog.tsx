import { lazy, Suspense } from 'react';
import type { DemoProduct } from '@app/shared/ui/demo/demo';
import type { DemoSelection } from '@app/shared/ui/demo/useDemoSelection';

// The dialog (its chrome, the games) is not needed for the first paint of a page: it is loaded on first
// use, or earlier when a demo button is hovered or focused (preloadDemo). Shared by the marketplace and the
// admin's moderation queue; a plain module (no page state), so each area bundles it as an async chunk of
// its own and no route pays for it until a demo opens.
const load = () => import('@app/shared/ui/demo/DemoDialog');
const DemoDialog = lazy(() => load().then((module) => ({ default: module.DemoDialog })));

export const preloadDemo = () => {
  void load();
};

type Props = {
  selection: Pick<DemoSelection<DemoProduct>, 'selected' | 'open' | 'onOpenChange' | 'onCloseAutoFocus'>;
};

/** The demo modal of a page, for the product its useDemoSelection has selected (nothing before that). */
export function LazyDemoDialog({ selection }: Props) {
  if (!selection.selected) return null;
  return (
    <Suspense fallback={null}>
      <DemoDialog
        product={selection.selected}
        open={selection.open}
        onOpenChange={selection.onOpenChange}
        onCloseAutoFocus={selection.onCloseAutoFocus}
      />
    </Suspense>
  );
}
