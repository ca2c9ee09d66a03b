import { Route, Routes } from '@app/shared/router';
import { NotFound } from '@app/shared/ui/NotFound';
import { CatalogPage } from './features/catalog/CatalogPage';
import { ProductPage } from './features/product/ProductPage';
import { CreatorProfilePage } from './features/creator-profile/CreatorProfilePage';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { PaymentStatusPage } from './features/payment-status/PaymentStatusPage';

/**
 * The marketplace area (exposed as `marketplace/App`). Paths are absolute: the shell mounts every area
 * under a catch-all route, so the same table works inside the shell and standalone.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<CatalogPage />} />
      <Route path="/product/:productId" element={<ProductPage />} />
      <Route path="/creator-profile/:creatorId" element={<CreatorProfilePage />} />
      <Route path="/checkout/:transactionId" element={<CheckoutPage />} />
      <Route path="/payment-status" element={<PaymentStatusPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
