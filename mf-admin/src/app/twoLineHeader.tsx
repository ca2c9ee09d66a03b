import type { ReactNode } from 'react';
import type { Column } from '@app/shared/ui/Table';
import styles from './admin.module.css';

type Options<R> = {
  label: string;
  /** The first line (what the row is). */
  first: (row: R) => ReactNode;
  /** The quieter line under it, when there is one. */
  second: (row: R) => ReactNode;
  /** The header cell's own class (e.g. to let it wrap on a phone). */
  className?: string;
  /** The two lines' own class (e.g. a minimum width). */
  linesClassName?: string;
};

/** The row's header column of an admin table: two lines, one under the other, in the body's weight. */
export function twoLineHeader<R>({ label, first, second, className, linesClassName }: Options<R>): Column<R> {
  return {
    label,
    rowHeader: true,
    className: className ? `${styles.headerCell} ${className}` : styles.headerCell,
    cell: (row) => {
      const under = second(row);
      return (
        <span className={linesClassName ? `${styles.twoLines} ${linesClassName}` : styles.twoLines}>
          {first(row)}
          {under && <span className="muted">{under}</span>}
        </span>
      );
    },
  };
}
