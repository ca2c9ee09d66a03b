import type { ReactNode } from 'react';
import styles from './ProductPage.module.css';

/** One titled part of the product page (what you get, the creator, related products): a region named by its heading. */
export function PageSection({
  id,
  title,
  className = styles.section,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
