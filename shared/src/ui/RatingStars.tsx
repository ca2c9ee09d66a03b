import { reviewMessages } from '@app/shared/messages/reviews';
import styles from './RatingStars.module.css';

type Props = {
  /** Stars, 0 to 5 (an average may be fractional: the last star is filled in part). */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  /** What a screen reader hears instead (default: "4,5 trên 5 sao"). */
  label?: string;
};

/** A rating drawn as five stars, filled up to `value`; one image with its words for assistive technology. */
export function RatingStars({ value, size = 'md', label }: Props) {
  const filled = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={label ?? reviewMessages.stars(value)}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} style={{ width: `${filled}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
