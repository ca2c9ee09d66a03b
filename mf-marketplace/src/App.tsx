import { areaRoutes } from '@app/shared/ui/AreaRoutes';
import { lazyPage } from '@app/shared/ui/lazyPage';
import { CatalogPage } from './features/catalog/CatalogPage';

// The catalogue is the first page most visitors see, so it ships with the area; every other page
// (with the QR and dialog libraries of checkout) loads when it is opened.
// The product page shows its description with the Markdown renderer (its own chunk): both are asked for at
// once, rather than the renderer only when the page has arrived and rendered (one round trip less on a phone).
const ProductPage = lazyPage(() => {
  import('@app/shared/ui/MarkdownRenderer').catch(() => undefined); // the page retries it itself
  return import('./features/product/ProductPage').then((m) => m.ProductPage);
});
const CreatorProfilePage = lazyPage(() =>
  import('./features/creator-profile/CreatorProfilePage').then((m) => m.CreatorProfilePage),
);
const ProductReviewPage = lazyPage(() =>
  import('./features/product-review/ProductReviewPage').then((m) => m.ProductReviewPage),
);
const CheckoutPage = lazyPage(() => import('./features/checkout/CheckoutPage').then((m) => m.CheckoutPage));
const PaymentStatusPage = lazyPage(() =>
  import('./features/payment-status/PaymentStatusPage').then((m) => m.PaymentStatusPage),
);

/** The marketplace area (exposed as `marketplace/App`): its route table. */
export default areaRoutes({
  // The review step before an order exists, an order's payment and its status: a signed-out visitor signs in
  // first and comes back to the page (as on every signed-in page of the product).
  signedIn: {
    '/checkout/review/:productId': ProductReviewPage,
    // docs/product.md §5: a missing order id is a message on the checkout page, not a 404.
    '/checkout': CheckoutPage,
    '/checkout/:transactionId': CheckoutPage,
    '/payment-status': PaymentStatusPage,
  },
  open: {
    '/': CatalogPage,
    '/product/:productId': ProductPage,
    '/creator-profile/:creatorId': CreatorProfilePage,
  },
});
