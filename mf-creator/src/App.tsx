import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@app/shared/router';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
import { Spinner } from '@app/shared/ui/Spinner';
import { CreatorDashboardPage } from './features/dashboard/CreatorDashboardPage';
import { CreatorProductsPage } from './features/products/CreatorProductsPage';
import { CreatorPayoutsPage } from './features/payouts/CreatorPayoutsPage';
import { FeeInfoPage } from './features/fee-info/FeeInfoPage';
import { BecomeCreatorPage } from './features/become-creator/BecomeCreatorPage';
import { PricingPage } from './features/pricing/PricingPage';
import { HostingCallbackPage } from './features/hosting-callback/HostingCallbackPage';

// The product editor (react-hook-form, zod, tus, Markdown preview) is its own chunk: not in the first load.
const ProductEditorPage = lazy(() => import('./features/products/ProductEditorPage'));
const productEditor = (
  <Suspense fallback={<Spinner />}>
    <ProductEditorPage />
  </Suspense>
);

/**
 * The creator area (exposed as `creator/App`). Paths are absolute: the shell mounts every area
 * under a catch-all route, so the same table works inside the shell and standalone.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<RequireAuth role="creator" />}>
        <Route path="/creator" element={<Navigate to="/creator/dashboard" replace />} />
        <Route path="/creator/dashboard" element={<CreatorDashboardPage />} />
        <Route path="/creator/products" element={<CreatorProductsPage />} />
        <Route path="/creator/products/new" element={productEditor} />
        <Route path="/creator/products/:productId/edit" element={productEditor} />
        <Route path="/vercel-callback" element={<HostingCallbackPage />} />
        <Route path="/creator/payouts" element={<CreatorPayoutsPage />} />
        <Route path="/creator/fee-info" element={<FeeInfoPage />} />
      </Route>
      <Route path="/become-a-creator" element={<BecomeCreatorPage />} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
