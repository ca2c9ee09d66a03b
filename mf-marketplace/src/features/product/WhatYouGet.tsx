import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import styles from './ProductPage.module.css';

/** "Bạn nhận được gì": the creator's list, as they wrote it; nothing when they wrote none. */
export function WhatYouGet({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-what-you-get">
      <h2 id="product-what-you-get" className={styles.sectionTitle}>
        {m.product.whatYouGet}
      </h2>
      <ul className={styles.checklist}>
        {items.map((item, index) => (
          // The creator may write the same line twice: the position keeps each one apart.
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
