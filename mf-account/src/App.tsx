import { Navigate, Route, Routes } from '@app/shared/router';
import { lazyPage } from '@app/shared/ui/lazyPage';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';

// Each page loads on demand, so a route carries only its own libraries: the QR code (the payment
// instructions), the resumable upload (the profile's avatar), the dialog library (the pages that ask before
// acting) and the chart (the affiliate dashboard). The wishlist, for one, carries none of them.
const LibraryPage = lazyPage(() => import('./features/library/LibraryPage').then((m) => m.LibraryPage));
const WishlistPage = lazyPage(() => import('./features/wishlist/WishlistPage').then((m) => m.WishlistPage));
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage').then((m) => m.ProfilePage));
const MyCoursesPage = lazyPage(() => import('./features/my-courses/MyCoursesPage').then((m) => m.MyCoursesPage));
const PayoutAccountsPage = lazyPage(() =>
  import('./features/payout-accounts/PayoutAccountsPage').then((m) => m.PayoutAccountsPage),
);
const PaymentInstructionsPage = lazyPage(() =>
  import('./features/payment-instructions/PaymentInstructionsPage').then((m) => m.PaymentInstructionsPage),
);
const AffiliateDashboardPage = lazyPage(() =>
  import('./features/affiliate/AffiliateDashboardPage').then((m) => m.AffiliateDashboardPage),
);
const AffiliateMarketplacePage = lazyPage(() =>
  import('./features/affiliate-marketplace/AffiliateMarketplacePage').then((m) => m.AffiliateMarketplacePage),
);

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
        <Route path="/my/settings/payment" element={<PayoutAccountsPage />} />
        <Route path="/my/affiliate/dashboard" element={<AffiliateDashboardPage />} />
        <Route path="/my/affiliate/marketplace" element={<AffiliateMarketplacePage />} />
        <Route path="/my/payment-instructions" element={<PaymentInstructionsPage />} />
        <Route path="/my/payment-instructions/:orderId" element={<PaymentInstructionsPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
