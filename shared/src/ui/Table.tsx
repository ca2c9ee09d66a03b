import type { ReactNode } from 'react';
import styles from './Table.module.css';

/** One column: its heading, how a row shows it, and whether it holds numbers (right-aligned, tabular). */
export type Column<Row> = {
  label: ReactNode;
  /** The heading only for screen readers (e.g. an actions column). */
  labelHidden?: boolean;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** The cell names its row (`<th scope="row">`); usually the first column. */
  rowHeader?: boolean;
  /** Keeps the cell on one line (dates, statuses). */
  nowrap?: boolean;
  className?: string;
};

type Common = {
  /** Names the table and its scrolling region. */
  caption: string;
  /** The caption for screen readers only (the section's heading already says it). */
  captionHidden?: boolean;
  id?: string;
};

type Key = string | number;

/**
 * How a row is told from the others: by its `id` when it has one (most rows are an order, a payout, a check…),
 * so only a row without one names its key.
 */
type RowKey<Row> = { rowKey: (row: Row) => Key } | (Row extends { id: Key } ? { rowKey?: undefined } : never);

type RowsProps<Row> = Common &
  RowKey<Row> & {
    columns: Column<Row>[];
    rows: readonly Row[];
    /** Shown instead of the table when there are no rows (a muted line: "no orders yet"). */
    empty?: ReactNode;
  };

type BodyProps<Row> = Common & {
  columns: Column<Row>[];
  /** The rows written by hand, for a table whose rows are not one row per item (e.g. a detail row below). */
  children: ReactNode;
};

function cellClass<Row>(column: Column<Row>): string | undefined {
  const names = [column.numeric && styles.num, column.nowrap && styles.nowrap, column.className].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

function Cells<Row>({ columns, row }: { columns: Column<Row>[]; row: Row }) {
  return columns.map((column, index) =>
    column.rowHeader ? (
      <th key={index} scope="row" className={cellClass(column)}>
        {column.cell(row)}
      </th>
    ) : (
      <td key={index} className={cellClass(column)}>
        {column.cell(row)}
      </td>
    ),
  );
}

function keyOf<Row>(props: RowsProps<Row>, row: Row): Key {
  const { rowKey } = props as { rowKey?: (row: Row) => Key };
  return rowKey ? rowKey(row) : (row as { id: Key }).id;
}

/**
 * The one data table: a caption, column headings, numeric columns aligned right in tabular figures, and a
 * focusable region that scrolls sideways on a phone (named by the caption, so keyboard users can scroll it).
 * With no rows it says `empty` instead of drawing a table of headings only.
 */
export function Table<Row>(props: RowsProps<Row> | BodyProps<Row>) {
  const { caption, captionHidden, id, columns } = props;
  if ('rows' in props && props.rows.length === 0 && props.empty !== undefined) {
    return (
      <p id={id} className="muted">
        {props.empty}
      </p>
    );
  }
  return (
    <div id={id} className={styles.wrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? styles.num : undefined}>
                {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {'rows' in props
            ? props.rows.map((row) => (
                <tr key={keyOf(props, row)}>
                  <Cells columns={columns} row={row} />
                </tr>
              ))
            : props.children}
        </tbody>
      </table>
    </div>
  );
}

/** A hand-written row's cells in the table's columns (for tables given `children`). */
export function TableCells<Row>({ columns, row }: { columns: Column<Row>[]; row: Row }) {
  return <Cells columns={columns} row={row} />;
}
