import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { vnDate, vnDateTime } from '@app/shared/time/vietnam';
import { Card } from '@app/shared/ui/Card';
import { Table, type Column } from '@app/shared/ui/Table';
import styles from './RecentSalesTable.module.css';

const common = moneyMessages.recentSales;

/** A paid order as the server sends it to a seller or an affiliate; the buyer's name arrives masked ('Nguyễn V. A.'). */
type SaleRow = { orderId: string; buyer: string; paidAt: string; availableAt: string; status: string };

type KeyOf<Row, Value> = { [K in keyof Row]: Row[K] extends Value ? K : never }[keyof Row];

/**
 * Which fields of the dashboard's rows hold the product's title, the order's amount and what the viewer
 * earns on it (net of fees, or the commission), and which status says a refund took that earning back.
 */
export type RecentSaleFields<Row extends SaleRow> = {
  title: KeyOf<Row, string>;
  amount: KeyOf<Row, number>;
  share: KeyOf<Row, number>;
  undone: Exclude<Row['status'], 'pending' | 'available'>;
};

/** The dashboard's own words (the product, buyer and status words are the kit's). */
export type RecentSalesTexts = {
  title: string;
  caption: string;
  amount: string;
  share: string;
  date: string;
  undone: string;
  /** Said instead of an empty table (without it the table shows with no rows). */
  empty?: string;
};

type State = 'pending' | 'available' | 'undone';

function columns<Row extends SaleRow>(fields: RecentSaleFields<Row>, t: RecentSalesTexts): Column<Row>[] {
  const state = (row: Row): State => (row.status === fields.undone ? 'undone' : (row.status as State));
  const words = { ...common, undone: t.undone };
  const statusText = (row: Row) => {
    const now = state(row);
    return now === 'pending' ? words.pending(vnDate(row.availableAt)) : words[now];
  };
  return [
    { label: common.product, rowHeader: true, cell: (row) => String(row[fields.title]) },
    { label: common.buyer, cell: (row) => row.buyer },
    { label: t.amount, numeric: true, cell: (row) => formatVnd(Number(row[fields.amount])) },
    { label: t.share, numeric: true, cell: (row) => formatVnd(Number(row[fields.share])) },
    { label: t.date, nowrap: true, cell: (row) => vnDateTime(row.paidAt) },
    { label: common.status, cell: (row) => <span className={styles[state(row)]}>{statusText(row)}</span> },
  ];
}

type Props<Row extends SaleRow> = { rows: Row[]; fields: RecentSaleFields<Row>; texts: RecentSalesTexts };

/** The last sales (a creator's) or orders through one's links (an affiliate's), in a card. */
export function RecentSalesTable<Row extends SaleRow>({ rows, fields, texts }: Props<Row>) {
  return (
    <Card title={texts.title}>
      <Table
        caption={texts.caption}
        columns={columns(fields, texts)}
        rows={rows}
        rowKey={(row) => row.orderId}
        empty={texts.empty || undefined}
      />
    </Card>
  );
}
