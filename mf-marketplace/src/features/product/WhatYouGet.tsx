import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { PageSection } from './PageSection';
import styles from './ProductPage.module.css';

/** "Bạn nhận được gì": the creator's list, as they wrote it; nothing when they wrote none. */
export function WhatYouGet({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <PageSection id="product-what-you-get" title={m.product.whatYouGet}>
      <ul className={styles.checklist}>
        {items.map((item, index) => (
          // The creator may write the same line twice: the position keeps each one apart.
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </PageSection>
  );
}
