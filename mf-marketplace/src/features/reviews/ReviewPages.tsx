import { useEffect, useRef, useState } from 'react';
import type { ReviewCursor, ReviewSort } from '@app/shared/contracts/reviews';
import { useApiQuery } from '@app/shared/data/query';
import { reviewMessages } from '@app/shared/messages/reviews';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';
import { Notice } from '@app/shared/ui/Notice';
import { ReviewItem, type Viewer } from './ReviewItem';
import { pageInput } from './reviewsView';
import styles from './Reviews.module.css';

const t = reviewMessages.section;

type PageProps = {
  productId: string;
  sort: ReviewSort;
  after: ReviewCursor | null;
  /** This page's place (0: the first) and how many pages the reader has asked for. */
  depth: number;
  shown: number;
  onMore: (pages: number) => void;
  viewer: Viewer;
};

/**
 * One page of reviews, then the next one when the reader asked for it. Each page is its own cached call whose
 * cursor is the previous page's answer: when a vote or a new review makes the lists be asked again, a page
 * that moved brings the pages after it along, so no review is shown twice or skipped.
 */
function ReviewPage({ productId, sort, after, depth, shown, onMore, viewer }: PageProps) {
  const query = useApiQuery('listReviews', pageInput(productId, sort, after));
  const list = useRef<HTMLUListElement>(null);
  const arrived = query.data !== undefined;
  // A page the reader asked for takes focus when it arrives: the button they pressed is gone.
  useEffect(() => {
    if (depth > 0 && arrived) list.current?.focus();
  }, [depth, arrived]);

  if (!query.data) {
    if (query.isError && !query.isFetching) {
      return (
        <div className={styles.more}>
          <FormError message={`${t.loadFailed} ${query.error.message}`} />
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      );
    }
    return <Notice kind="loading" label={t.loadingMore} />;
  }
  const { items, next } = query.data;
  return (
    <>
      <ul ref={list} className={styles.list} tabIndex={depth > 0 ? -1 : undefined}>
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} viewer={viewer} />
        ))}
      </ul>
      {next && depth + 1 < shown ? (
        <ReviewPage {...{ productId, sort, depth: depth + 1, shown, onMore, viewer }} after={next} />
      ) : next ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => onMore(depth + 2)}>
            {t.more}
          </Button>
        </div>
      ) : (
        depth > 0 && <p className={styles.meta}>{t.end}</p>
      )}
    </>
  );
}

/** A product's reviews in one order, a page at a time ("Xem thêm đánh giá"). */
export function ReviewPages({ productId, sort, viewer }: { productId: string; sort: ReviewSort; viewer: Viewer }) {
  const [shown, setShown] = useState(1);
  return (
    <ReviewPage
      productId={productId}
      sort={sort}
      after={null}
      depth={0}
      shown={shown}
      onMore={setShown}
      viewer={viewer}
    />
  );
}
