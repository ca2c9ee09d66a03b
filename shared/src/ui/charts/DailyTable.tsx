import type { ReactNode } from 'react';
import { dayLabel } from '@app/shared/time/vietnam';
import { moneyMessages } from '@app/shared/messages/money';
import { Table, type Column } from '@app/shared/ui/Table';

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
  const all: Column<Row>[] = [
    { label: t.day, rowHeader: true, cell: (row) => dayLabel(row.day) },
    ...columns.map(({ label, cell, numeric }) => ({ label, cell, numeric })),
  ];
  return <Table id={id} caption={caption} columns={all} rows={rows} rowKey={(row) => row.day} />;
}
