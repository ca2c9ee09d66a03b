import { lazy, Suspense } from 'react';
import type { OwnReview } from '@app/shared/contracts/reviews';
import { reviewMessages } from '@app/shared/messages/reviews';
import { vnDate } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import { RatingStars } from '@app/shared/ui/RatingStars';
import { ownReviewNotice } from './reviewsView';
import { useMyReview } from './useReviewActions';
import styles from './Reviews.module.css';

const t = reviewMessages.mine;

// The form (the form library, the contract's schema) is for a buyer who owns the product: everyone else reading
// the reviews never downloads it.
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

/** The author's own review as they see it: public or why not, with "Sửa đánh giá" while they own the product. */
function OwnReviewView({ review, canEdit, onEdit }: { review: OwnReview; canEdit: boolean; onEdit: () => void }) {
  const notice = ownReviewNotice(review);
  return (
    <div className={styles.own}>
      <div className={styles.itemHead}>
        <RatingStars value={review.rating} size="sm" />
        <p className={styles.meta}>
          {reviewMessages.item.postedOn(vnDate(review.createdAt))}
          {review.editedAt && ` · ${reviewMessages.item.edited}`}
        </p>
      </div>
      {review.body && <p className={styles.body}>{review.body}</p>}
      {notice && <p className={styles.ownNotice}>{notice}</p>}
      {canEdit && (
        <div>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t.edit}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The viewer's own review, or the form to write it when they own the product; nothing for anyone else. */
export function MyReview({ productId, onSaved }: { productId: string; onSaved: (message: string) => void }) {
  const { state, edit, stopEditing, retry } = useMyReview(productId);
  if (state.status === 'none') return null;
  const body = (() => {
    switch (state.status) {
      case 'loading':
        return <Notice kind="loading" />;
      case 'failed':
        return (
          <Notice kind="error" onRetry={retry}>
            {state.message}
          </Notice>
        );
      case 'write':
        return <ReviewForm productId={productId} review={null} onSaved={onSaved} />;
      case 'edit':
        return (
          <ReviewForm
            productId={productId}
            review={state.review}
            onSaved={(message) => {
              stopEditing();
              onSaved(message);
            }}
            onCancel={stopEditing}
          />
        );
      case 'view':
        return <OwnReviewView review={state.review} canEdit={state.canEdit} onEdit={edit} />;
    }
  })();
  return (
    <section className={styles.mine} aria-labelledby="my-review-title">
      <h3 id="my-review-title" className={styles.mineTitle}>
        {state.status === 'write' ? t.write : t.title}
      </h3>
      <Suspense fallback={<Notice kind="loading" />}>{body}</Suspense>
    </section>
  );
}
