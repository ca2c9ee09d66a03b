import { Navigate, Route, Routes } from '@app/shared/router';
import { lazyPage } from '@app/shared/ui/lazyPage';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
import { BecomeCreatorPage } from './features/become-creator/BecomeCreatorPage';
import { PricingPage } from './features/pricing/PricingPage';

// The two public pages (pricing, the creator application) are in the App chunk the shell preloads, so they
// paint without another round trip; neither carries a heavy library (the application form loads itself).
// Every creator page loads on demand, so a route carries only its own libraries: the dashboard's chart, the
// product editor (react-hook-form, zod, tus, Markdown preview), the dialog library of the product list and
// the payouts never ride along with the public pages or with one another.
const CreatorDashboardPage = lazyPage(() =>
  import('./features/dashboard/CreatorDashboardPage').then((m) => m.CreatorDashboardPage),
);
const CreatorProductsPage = lazyPage(() =>
  import('./features/products/CreatorProductsPage').then((m) => m.CreatorProductsPage),
);
const ProductEditorPage = lazyPage(() => import('./features/products/ProductEditorPage').then((m) => m.default));
const CreatorPayoutsPage = lazyPage(() =>
  import('./features/payouts/CreatorPayoutsPage').then((m) => m.CreatorPayoutsPage),
);
const FeeInfoPage = lazyPage(() => import('./features/fee-info/FeeInfoPage').then((m) => m.FeeInfoPage));
const HostingCallbackPage = lazyPage(() =>
  import('./features/hosting-callback/HostingCallbackPage').then((m) => m.HostingCallbackPage),
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
        <Route path="/creator/products/new" element={<ProductEditorPage />} />
        <Route path="/creator/products/:productId/edit" element={<ProductEditorPage />} />
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
