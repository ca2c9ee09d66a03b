import type { ReactNode } from 'react';
import type { ReportedReview } from '@app/shared/contracts/reviews';
import { adminReviewsMessages } from '@app/shared/messages/admin/reviews';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { vnDateTime } from '@app/shared/time/vietnam';
import { RatingStars } from '@app/shared/ui/RatingStars';
import { Fact } from '../../app/Fact';
import queue from '../../app/admin.module.css';
import styles from './reviews.module.css';

const t = adminReviewsMessages;

export const authorOf = (review: ReportedReview) => review.authorName || review.authorEmail || t.unknownName;

/** A reported (or hidden) review: what it says, who wrote it about what, and what its reporters said. */
export function ReportedReviewCard({ review, children }: { review: ReportedReview; children?: ReactNode }) {
  return (
    <li className={queue.queueItem}>
      <div className={queue.queueItemHead}>
        <p className={queue.queueItemKind}>{review.openReports > 0 ? t.reports(review.openReports) : t.tabs.hidden}</p>
        <h3 className={queue.queueItemTitle}>
          <Link to={paths.product(review.productId)}>{review.productTitle}</Link>
        </h3>
      </div>
      <dl className={queue.details}>
        <Fact label={t.author} className={queue.fact}>
          <Link to={`/admin/users/${encodeURIComponent(review.authorId)}`}>{authorOf(review)}</Link>
          {review.authorEmail && <span className={styles.muted}> · {review.authorEmail}</span>}
        </Fact>
        <Fact label={t.writtenAt} className={queue.fact}>
          {vnDateTime(review.createdAt)}
        </Fact>
        <Fact label={t.rating} className={queue.fact}>
          <RatingStars value={review.rating} size="sm" />
        </Fact>
        <Fact label={t.body} className={`${queue.fact} ${styles.wide}`}>
          <span className={styles.text}>{review.body || t.noBody}</span>
        </Fact>
      </dl>
      {review.hiddenAt && (
        <p className={styles.outcome}>
          <strong>{t.hiddenAt(vnDateTime(review.hiddenAt))}</strong>
          {review.hiddenReason && <span>{t.hiddenReason(review.hiddenReason)}</span>}
        </p>
      )}
      {review.reports.length > 0 && (
        <div className={styles.reports}>
          <h4 className={styles.reportsTitle}>{t.reportsTitle}</h4>
          <ul className={styles.reportList}>
            {review.reports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`}>
                <span className={styles.muted}>
                  {t.reporter(report.reporterName || t.unknownName, vnDateTime(report.createdAt))}
                </span>
                <span className={styles.text}>{report.reason || t.noReason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </li>
  );
}
