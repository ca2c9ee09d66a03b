import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './Card.module.css';

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The card's heading (an h2); with it the card is a section named by it. */
  title?: ReactNode;
  /** Controls beside the title (e.g. a period picker); they wrap below it on a phone. */
  tools?: ReactNode;
  /** The figures are being fetched again: the section says so to assistive technology. */
  busy?: boolean;
  children?: ReactNode;
};

/** A titled section on a surface: the building block of the dashboards, payouts and admin pages. */
export function Card({ title, tools, busy, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const classes = className ? `${styles.card} ${className}` : styles.card;
  if (title === undefined) {
    return (
      <div className={classes} data-surface aria-busy={busy || undefined} {...rest}>
        {children}
      </div>
    );
  }
  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <section className={classes} data-surface aria-labelledby={titleId} aria-busy={busy || undefined} {...rest}>
      {tools ? (
        <div className={styles.header}>
          {heading}
          {tools}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Cards and blocks one below the other, evenly spaced. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** A row of buttons or links under a card's content; wraps on a phone. */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
