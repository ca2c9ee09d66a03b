import type { AdminTransfer } from '@app/shared/contracts/admin';
import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Table, type Column } from '@app/shared/ui/Table';
import { ListStatus } from './ListStatus';
import { reasonText, receivedColumns } from './OpenTransfers';
import type { ListState } from './useTransfers';
import styles from './transfers.module.css';

const t = adminTransfersMessages;

/** How it was settled: matched to an order, sent back (reference) or ignored, with the admin's note. */
function Outcome({ transfer }: { transfer: AdminTransfer }) {
  return (
    <>
      <span className={styles[transfer.status]}>{t.status[transfer.status]}</span>
      {transfer.transactionId && <span className={styles.detail}>{t.order(transfer.transactionId)}</span>}
      {transfer.refundReference && <span className={styles.detail}>{t.reference(transfer.refundReference)}</span>}
      {transfer.resolutionNote && <span className={styles.detail}>{t.note(transfer.resolutionNote)}</span>}
      {transfer.reason && <span className={styles.detail}>{reasonText(transfer.reason)}</span>}
    </>
  );
}

const columns: Column<AdminTransfer>[] = [
  ...receivedColumns,
  { label: t.columns.outcome, cell: (transfer) => <Outcome transfer={transfer} /> },
  {
    label: t.columns.resolved,
    cell: (transfer) => (
      <>
        {transfer.resolvedByName ?? transfer.resolvedBy ?? t.none}
        {transfer.resolvedAt && <span className={styles.detail}>{t.resolvedAt(vnDateTime(transfer.resolvedAt))}</span>}
      </>
    ),
  },
];

export function ClosedTransfers({ list, retry }: { list: ListState; retry: () => void }) {
  if (list.status !== 'ready') return <ListStatus list={list} retry={retry} />;
  if (list.transfers.length === 0) return <ListStatus list={list} retry={retry} empty={t.emptyClosed} />;
  return <Table caption={t.captionClosed} columns={columns} rows={list.transfers} rowKey={(transfer) => transfer.id} />;
}
