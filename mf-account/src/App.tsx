import { areaRoutes } from '@app/shared/ui/AreaRoutes';
import { lazyPage } from '@app/shared/ui/lazyPage';

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

const NotificationsPage = lazyPage(() =>
  import('./features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
);

/** The account area (exposed as `account/App`): its route table. */
export default areaRoutes({
  redirects: { '/my': '/my/library' },
  signedIn: {
    '/my/library': LibraryPage,
    '/my/wishlist': WishlistPage,
    '/my/profile': ProfilePage,
    '/my/my-courses': MyCoursesPage,
    '/my/settings/payment': PayoutAccountsPage,
    '/my/affiliate/dashboard': AffiliateDashboardPage,
    '/my/affiliate/marketplace': AffiliateMarketplacePage,
    '/my/notifications': NotificationsPage,
    '/my/payment-instructions': PaymentInstructionsPage,
    '/my/payment-instructions/:orderId': PaymentInstructionsPage,
  },
});
