import { useState } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { REVIEW_SORTS } from '@app/shared/contracts/limits';
import type { ReviewSort } from '@app/shared/contracts/reviews';
import { useAuthStore } from '@app/shared/auth/store';
import { useApiQuery } from '@app/shared/data/query';
import { reviewMessages } from '@app/shared/messages/reviews';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Field } from '@app/shared/ui/Field';
import { Loaded } from '@app/shared/ui/Loaded';
import { Options } from '@app/shared/ui/Options';
import { MyReview } from './MyReview';
import { RatingSummary } from './RatingSummary';
import { REVIEWS_ANCHOR } from './RatingLine';
import { ReviewPages } from './ReviewPages';
import type { Viewer } from './ReviewItem';
import { useReviewActions } from './useReviewActions';
import { pageInput } from './reviewsView';
import styles from './Reviews.module.css';

const t = reviewMessages.section;

/**
 * A product's reviews on its page: the rating and its distribution, the viewer's own review (or the form to
 * write it), then the reviews, newest or most helpful first, a page at a time.
 */
export function ReviewsSection({ product }: { product: Product }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const user = useAuthStore((s) => s.user);
  const status = useActionStatus();
  const actions = useReviewActions();
  // The first page of the newest order carries the rating: the same call (and cache entry) as the list's.
  const first = useApiQuery('listReviews', pageInput(product.id, 'newest', null));
  const viewer: Viewer = {
    signedIn: user !== null,
    isCreator: user?.uid === product.creatorId,
    actions,
    say: { done: status.done, failed: status.failed },
    focusAfter: () => status.statusRef.current,
  };
  return (
    <section id={REVIEWS_ANCHOR} className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        {t.title}
      </h2>
      <ActionStatus status={status} />
      <Loaded query={first} messages={t}>
        {(page) => (
          <>
            <RatingSummary summary={page.summary} />
            <MyReview
              productId={product.id}
              onSaved={(message) => {
                // The form is about to give way to the review it saved: focus goes where the outcome is said.
                status.done(message);
                status.focus();
              }}
            />
            {page.summary.count > 0 && (
              <>
                <div className={styles.toolbar}>
                  <Field
                    as="select"
                    id="review-sort"
                    label={t.sort}
                    value={sort}
                    onChange={(event) => setSort(event.target.value as ReviewSort)}
                  >
                    <Options items={REVIEW_SORTS} value={(value) => value} label={(value) => t.sorts[value]} />
                  </Field>
                </div>
                <ReviewPages key={sort} productId={product.id} sort={sort} viewer={viewer} />
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
