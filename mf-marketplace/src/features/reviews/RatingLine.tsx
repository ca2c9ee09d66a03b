import type { Product } from '@app/shared/contracts/catalog';
import { reviewMessages } from '@app/shared/messages/reviews';
import { RatingStars } from '@app/shared/ui/RatingStars';
import styles from './RatingLine.module.css';

const t = reviewMessages.card;

/** Where a product page's reviews section is: the price panel's rating links to it. */
export const REVIEWS_ANCHOR = 'danh-gia';

/**
 * A product's average stars and how many reviews it rests on (a card, the price panel), or that it has none
 * yet: one line either way, so every card keeps its height.
 */
export function RatingLine({ product, href, className }: { product: Product; href?: string; className?: string }) {
  const { ratingAverage: average, ratingCount: count } = product;
  const lineClass = className ? `${styles.line} ${className}` : styles.line;
  if (average === null || count === 0) return <p className={lineClass}>{t.none}</p>;
  const label = t.ratingLabel(average, count);
  const content = (
    <>
      <RatingStars value={average} size="sm" label={label} />
      <span aria-hidden="true">{t.rating(average, count)}</span>
    </>
  );
  return (
    <p className={lineClass} data-rating-count={count}>
      {href ? (
        <a href={href} className={styles.link} aria-label={label}>
          {content}
        </a>
      ) : (
        content
      )}
    </p>
  );
}
