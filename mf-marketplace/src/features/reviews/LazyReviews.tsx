import { lazy, Suspense, useRef } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { Spinner } from '@app/shared/ui/Spinner';
import { useNearViewport } from '@app/shared/ui/useNearViewport';
import { REVIEWS_ANCHOR } from './RatingLine';
import styles from './Reviews.module.css';

// Below the product's details: its code (the form library, the contract's schema, the dialogs) arrives when the
// reader comes near the section (or follows the rating's link to it), never with the page's first load, which
// it must not weigh on.
const ReviewsSection = lazy(() => import('./ReviewsSection').then((module) => ({ default: module.ReviewsSection })));

/** The reviews section of a product page, loaded when the reader gets near it. */
export function LazyReviews({ product }: { product: Product }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, REVIEWS_ANCHOR);
  if (!near) {
    // The section's place (and its anchor, for the rating's link) until then.
    return <div ref={place} id={REVIEWS_ANCHOR} className={styles.placeholder} />;
  }
  return (
    <Suspense fallback={<Spinner />}>
      <ReviewsSection product={product} />
    </Suspense>
  );
}
