import { formatVnd } from '@app/shared/format';
import { vnDate, vnDateTime } from '@app/shared/time/vietnam';
import { Card } from '@app/shared/ui/Card';
import { Table, type Column } from '@app/shared/ui/Table';
import styles from './RecentSalesTable.module.css';

/** A paid order as a seller or an affiliate sees it; the buyer's name arrives masked ('Nguyễn V. A.'). */
export type RecentSale = {
  orderId: string;
  title: string;
  buyer: string;
  amount: number;
  /** What the viewer earns on it (net of fees, or the commission). */
  share: number;
  paidAt: string;
  availableAt: string;
  /** `undone`: refunded, so the earning was taken back. */
  status: 'pending' | 'available' | 'undone';
};

export type RecentSalesTexts = {
  title: string;
  caption: string;
  product: string;
  buyer: string;
  amount: string;
  share: string;
  date: string;
  status: string;
  pending: (date: string) => string;
  available: string;
  undone: string;
  /** Said instead of an empty table (without it the table shows with no rows). */
  empty?: string;
};

function columns(t: RecentSalesTexts): Column<RecentSale>[] {
  const statusText = (sale: RecentSale) =>
    sale.status === 'pending' ? t.pending(vnDate(sale.availableAt)) : t[sale.status];
  return [
    { label: t.product, rowHeader: true, cell: (sale) => sale.title },
    { label: t.buyer, cell: (sale) => sale.buyer },
    { label: t.amount, numeric: true, cell: (sale) => formatVnd(sale.amount) },
    { label: t.share, numeric: true, cell: (sale) => formatVnd(sale.share) },
    { label: t.date, nowrap: true, cell: (sale) => vnDateTime(sale.paidAt) },
    { label: t.status, cell: (sale) => <span className={styles[sale.status]}>{statusText(sale)}</span> },
  ];
}

/** The last sales (a creator's) or orders through one's links (an affiliate's), in a card. */
export function RecentSalesTable({ rows, texts }: { rows: RecentSale[]; texts: RecentSalesTexts }) {
  return (
    <Card title={texts.title}>
      <Table
        caption={texts.caption}
        columns={columns(texts)}
        rows={rows}
        rowKey={(sale) => sale.orderId}
        empty={texts.empty || undefined}
      />
    </Card>
  );
}
