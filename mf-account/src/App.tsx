import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@app/shared/router';
import { Spinner } from '@app/shared/ui/Spinner';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
import { LibraryPage } from './features/library/LibraryPage';
import { WishlistPage } from './features/wishlist/WishlistPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { MyCoursesPage } from './features/my-courses/MyCoursesPage';
import { PaymentSettingsPage } from './features/payment-settings/PaymentSettingsPage';
import { PaymentInstructionsPage } from './features/payment-instructions/PaymentInstructionsPage';

// The affiliate pages (their figures, links, payouts and marketplace) load on demand: the library, the
// wishlist and the profile, which most visits open, do not carry them.
const AffiliateDashboardPage = lazy(() =>
  import('./features/affiliate/AffiliateDashboardPage').then((m) => ({ default: m.AffiliateDashboardPage })),
);
const AffiliateMarketplacePage = lazy(() =>
  import('./features/affiliate-marketplace/AffiliateMarketplacePage').then((m) => ({
    default: m.AffiliateMarketplacePage,
  })),
);
const page = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;

/**
 * The account area (exposed as `account/App`). Paths are absolute: the shell mounts every area
 * under a catch-all route, so the same table works inside the shell and standalone.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/my" element={<Navigate to="/my/library" replace />} />
        <Route path="/my/library" element={<LibraryPage />} />
        <Route path="/my/wishlist" element={<WishlistPage />} />
        <Route path="/my/profile" element={<ProfilePage />} />
        <Route path="/my/my-courses" element={<MyCoursesPage />} />
        <Route path="/my/settings/payment" element={<PaymentSettingsPage />} />
        <Route path="/my/affiliate/dashboard" element={page(<AffiliateDashboardPage />)} />
        <Route path="/my/affiliate/marketplace" element={page(<AffiliateMarketplacePage />)} />
        <Route path="/my/payment-instructions" element={<PaymentInstructionsPage />} />
        <Route path="/my/payment-instructions/:orderId" element={<PaymentInstructionsPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
