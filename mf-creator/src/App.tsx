import { areaRoutes } from '@app/shared/ui/AreaRoutes';
import { lazyPage } from '@app/shared/ui/lazyPage';
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

/** The creator area (exposed as `creator/App`): its route table. */
export default areaRoutes({
  role: 'creator',
  redirects: { '/creator': '/creator/dashboard' },
  signedIn: {
    '/creator/dashboard': CreatorDashboardPage,
    '/creator/products': CreatorProductsPage,
    '/creator/products/new': ProductEditorPage,
    '/creator/products/:productId/edit': ProductEditorPage,
    '/vercel-callback': HostingCallbackPage,
    '/creator/payouts': CreatorPayoutsPage,
    '/creator/fee-info': FeeInfoPage,
  },
  // Anyone signed in may apply (a signed-out visitor signs in first and comes back).
  members: { '/become-a-creator': BecomeCreatorPage },
  open: { '/pricing': PricingPage },
});
