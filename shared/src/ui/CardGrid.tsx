import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './CardGrid.module.css';

type GridProps = HTMLAttributes<HTMLElement> & {
  /** A list of cards (each child an `li`), or a plain block of placeholders while loading. */
  as?: 'ul' | 'div';
  /** The narrowest a card may get, in pixels, before the grid drops a column. */
  minCard?: number;
  children: ReactNode;
};

/** Product cards in as many columns as fit, each card of a row as tall as the tallest. */
export function CardGrid({ as: Tag = 'ul', minCard, className, style, children, ...rest }: GridProps) {
  const classes = [styles.grid, Tag === 'ul' && styles.list, className].filter(Boolean).join(' ');
  const sized = minCard ? ({ ...style, '--card-min': `${minCard}px` } as CSSProperties) : style;
  return (
    <Tag className={classes} style={sized} {...rest}>
      {children}
    </Tag>
  );
}

type ResultsProps = {
  label: string;
  busy: boolean;
  /** The live line above the results (how many were found, or that they are loading). */
  count: ReactNode;
  /** The page's own sizing of the block (a min-height, so the footer does not jump while loading). */
  className?: string;
  children: ReactNode;
};

/** The results of a search: a live count, then the cards (or a notice), then paging. */
export function SearchResults({ label, busy, count, className, children }: ResultsProps) {
  return (
    <section aria-label={label} aria-busy={busy} className={className}>
      <p className={styles.count} role="status">
        {count}
      </p>
      {children}
    </section>
  );
}
