import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from '@app/shared/router';
import { Spinner } from '@app/shared/ui/Spinner';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';

// Each page loads on demand, so a route carries only its own libraries: the QR code (the payment
// instructions), the resumable upload (the profile's avatar), the dialog library (the pages that ask before
// acting) and the chart (the affiliate dashboard). The wishlist, for one, carries none of them.
const LibraryPage = lazy(() => import('./features/library/LibraryPage').then((m) => ({ default: m.LibraryPage })));
const WishlistPage = lazy(() => import('./features/wishlist/WishlistPage').then((m) => ({ default: m.WishlistPage })));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const MyCoursesPage = lazy(() =>
  import('./features/my-courses/MyCoursesPage').then((m) => ({ default: m.MyCoursesPage })),
);
const PayoutAccountsPage = lazy(() =>
  import('./features/payout-accounts/PayoutAccountsPage').then((m) => ({ default: m.PayoutAccountsPage })),
);
const PaymentInstructionsPage = lazy(() =>
  import('./features/payment-instructions/PaymentInstructionsPage').then((m) => ({
    default: m.PaymentInstructionsPage,
  })),
);
const AffiliateDashboardPage = lazy(() =>
  import('./features/affiliate/AffiliateDashboardPage').then((m) => ({ default: m.AffiliateDashboardPage })),
);
const AffiliateMarketplacePage = lazy(() =>
  import('./features/affiliate-marketplace/AffiliateMarketplacePage').then((m) => ({
    default: m.AffiliateMarketplacePage,
  })),
);

// The shell's own loading state (the same spinner, same reserved height) while the page's chunk arrives.
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
        <Route path="/my/library" element={page(<LibraryPage />)} />
        <Route path="/my/wishlist" element={page(<WishlistPage />)} />
        <Route path="/my/profile" element={page(<ProfilePage />)} />
        <Route path="/my/my-courses" element={page(<MyCoursesPage />)} />
        <Route path="/my/settings/payment" element={page(<PayoutAccountsPage />)} />
        <Route path="/my/affiliate/dashboard" element={page(<AffiliateDashboardPage />)} />
        <Route path="/my/affiliate/marketplace" element={page(<AffiliateMarketplacePage />)} />
        <Route path="/my/payment-instructions" element={page(<PaymentInstructionsPage />)} />
        <Route path="/my/payment-instructions/:orderId" element={page(<PaymentInstructionsPage />)} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
