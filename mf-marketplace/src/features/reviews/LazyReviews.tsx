import { lazy, Suspense } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { Spinner } from '@app/shared/ui/Spinner';

// Below the product's details: its code (the form library, the contract's schema, the dialogs) arrives after
// the page's own first load, which it must not weigh on.
const ReviewsSection = lazy(() => import('./ReviewsSection').then((module) => ({ default: module.ReviewsSection })));

/** The reviews section of a product page, loaded on demand. */
export function LazyReviews({ product }: { product: Product }) {
  return (
    <Suspense fallback={<Spinner />}>
      <ReviewsSection product={product} />
    </Suspense>
  );
}
