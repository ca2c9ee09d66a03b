import type { AdminTransfer } from '@app/shared/contracts/admin';
import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { vnDateTime } from '@app/shared/time/vietnam';
import type { Column } from '@app/shared/ui/Table';
import { reasonText, receivedColumns } from './OpenTransfers';
import { TransferList } from './TransferList';
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

export function ClosedTransfers() {
  return <TransferList state="closed" caption={t.captionClosed} empty={t.emptyClosed} columns={columns} />;
}
