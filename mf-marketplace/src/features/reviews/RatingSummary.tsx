import type { RatingSummary as Summary } from '@app/shared/contracts/reviews';
import { formatRating, reviewMessages } from '@app/shared/messages/reviews';
import { formatCount } from '@app/shared/format';
import { RatingStars } from '@app/shared/ui/RatingStars';
import { distribution } from './reviewsView';
import styles from './Reviews.module.css';

const t = reviewMessages.section;

/** The product's average, how many reviews it rests on, and how many gave each number of stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0 || summary.average === null) {
    return (
      <div className={styles.summaryEmpty}>
        <p>{t.noneYet}</p>
        <p className={styles.meta}>{t.noneYetHint}</p>
      </div>
    );
  }
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.averageValue} data-testid="rating-average">
          {formatRating(summary.average)}
        </p>
        <RatingStars value={summary.average} size="lg" />
        <p className={styles.meta}>{t.count(summary.count)}</p>
      </div>
      <ul className={styles.bars} aria-label={t.distribution}>
        {distribution(summary).map((row) => (
          <li key={row.stars} className={styles.bar}>
            <span className="visually-hidden">{t.starRowLabel(row.stars, row.count, row.percent)}</span>
            <span aria-hidden="true" className={styles.barLabel}>
              {t.starRow(row.stars)}
            </span>
            <span aria-hidden="true" className={styles.track}>
              <span className={styles.fill} style={{ width: `${row.percent}%` }} />
            </span>
            <span aria-hidden="true" className={styles.barCount}>
              {formatCount(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
