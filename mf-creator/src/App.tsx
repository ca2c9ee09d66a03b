import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@app/shared/router';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
import { Spinner } from '@app/shared/ui/Spinner';
import { BecomeCreatorPage } from './features/become-creator/BecomeCreatorPage';
import { PricingPage } from './features/pricing/PricingPage';

// The two public pages (pricing, the creator application) are in the App chunk the shell preloads, so they
// paint without another round trip; neither carries a heavy library (the application form loads itself).
// Every creator page loads on demand, so a route carries only its own libraries: the dashboard's chart, the
// product editor (react-hook-form, zod, tus, Markdown preview), the dialog library of the product list and
// the payouts never ride along with the public pages or with one another.
const CreatorDashboardPage = lazy(() =>
  import('./features/dashboard/CreatorDashboardPage').then((m) => ({ default: m.CreatorDashboardPage })),
);
const CreatorProductsPage = lazy(() =>
  import('./features/products/CreatorProductsPage').then((m) => ({ default: m.CreatorProductsPage })),
);
const ProductEditorPage = lazy(() => import('./features/products/ProductEditorPage'));
const CreatorPayoutsPage = lazy(() =>
  import('./features/payouts/CreatorPayoutsPage').then((m) => ({ default: m.CreatorPayoutsPage })),
);
const FeeInfoPage = lazy(() => import('./features/fee-info/FeeInfoPage').then((m) => ({ default: m.FeeInfoPage })));
const HostingCallbackPage = lazy(() =>
  import('./features/hosting-callback/HostingCallbackPage').then((m) => ({ default: m.HostingCallbackPage })),
);

// The shell's own loading state (the same spinner, same reserved height) while the page's chunk arrives.
const page = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;

/**
 * The creator area (exposed as `creator/App`). Paths are absolute: the shell mounts every area
 * under a catch-all route, so the same table works inside the shell and standalone.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<RequireAuth role="creator" />}>
        <Route path="/creator" element={<Navigate to="/creator/dashboard" replace />} />
        <Route path="/creator/dashboard" element={page(<CreatorDashboardPage />)} />
        <Route path="/creator/products" element={page(<CreatorProductsPage />)} />
        <Route path="/creator/products/new" element={page(<ProductEditorPage />)} />
        <Route path="/creator/products/:productId/edit" element={page(<ProductEditorPage />)} />
        <Route path="/vercel-callback" element={page(<HostingCallbackPage />)} />
        <Route path="/creator/payouts" element={page(<CreatorPayoutsPage />)} />
        <Route path="/creator/fee-info" element={page(<FeeInfoPage />)} />
      </Route>
      <Route path="/become-a-creator" element={<BecomeCreatorPage />} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
