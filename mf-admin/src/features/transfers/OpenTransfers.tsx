import type { AdminTransfer } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { vnDateTime } from '@app/shared/time/vietnam';
import type { Column } from '@app/shared/ui/Table';
import type { QueueActions } from '../../app/QueuePage';
import { twoLineHeader } from '../../app/twoLineHeader';
import { TransferActions } from './TransferActions';
import { TransferList } from './TransferList';
import { isOverpaid } from './useTransfers';
import styles from './transfers.module.css';

const t = adminTransfersMessages;

/** The Vietnamese reason; an unknown code is shown as it is rather than hidden. */
export const reasonText = (reason: string | null) => (reason ? (t.reasons[reason] ?? reason) : t.none);

/** The columns both transfer tables start with: when it came in (the row's header), how much, its content. */
export const receivedColumns: Column<AdminTransfer>[] = [
  twoLineHeader({
    label: t.columns.receivedAt,
    first: (transfer) => <span>{vnDateTime(transfer.receivedAt)}</span>,
    second: (transfer) => t.bankId(transfer.providerId),
  }),
  { label: t.columns.amount, numeric: true, cell: (transfer) => formatVnd(transfer.amount) },
  { label: t.columns.content, className: styles.content, cell: (transfer) => transfer.content || t.noContent },
];

type Props = QueueActions;

function columns(actions: Props): Column<AdminTransfer>[] {
  return [
    ...receivedColumns,
    { label: t.columns.account, nowrap: true, cell: (transfer) => transfer.accountNumber ?? t.none },
    {
      label: t.columns.reason,
      cell: (transfer) => (
        <>
          <span className={isOverpaid(transfer) ? styles.overpaid : undefined}>{reasonText(transfer.reason)}</span>
          {transfer.transactionId && <span className={styles.detail}>{t.order(transfer.transactionId)}</span>}
        </>
      ),
    },
    {
      label: t.columns.excess,
      numeric: true,
      cell: (transfer) => (isOverpaid(transfer) ? formatVnd(transfer.excess) : t.none),
    },
    {
      label: t.columns.actions,
      cell: (transfer) => <TransferActions transfer={transfer} {...actions} />,
    },
  ];
}

/** Transfers waiting for an admin: what came in, why it paid nothing (or too much), and what to do. */
export function OpenTransfers(actions: Props) {
  return <TransferList state="open" caption={t.captionOpen} empty={t.emptyOpen} columns={columns(actions)} />;
}
