import type { ReactNode } from 'react';
import { longDay } from '@app/shared/money/vnTime';
import { moneyMessages } from '@app/shared/messages/money';
import money from '../money/money.module.css';

const t = moneyMessages.charts;

/** One column of the daily table: its heading and how a day's row shows it (numbers align right). */
export type DailyColumn<Row> = { label: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type Props<Row extends { day: string }> = {
  rows: Row[];
  columns: DailyColumn<Row>[];
  caption: string;
  id?: string;
};

/** A chart's figures as a table (the accessible alternative, and the fallback when the chart cannot load). */
export function DailyTable<Row extends { day: string }>({ rows, columns, caption, id }: Props<Row>) {
  return (
    <div id={id} className={money.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={money.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? money.num : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <th scope="row">{longDay(row.day)}</th>
              {columns.map((column) => (
                <td key={column.label} className={column.numeric ? money.num : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
