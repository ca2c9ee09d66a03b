import type { AdminTransfer } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages/admin';
import { vnDateTime } from '@app/shared/money/vnTime';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { TransferActions } from './TransferActions';
import { isOverpaid, type ListState } from './useTransfers';
import { ListStatus } from './ListStatus';
import styles from './transfers.module.css';

const t = adminMessages.transfers;

/** The Vietnamese reason; an unknown code is shown as it is rather than hidden. */
export const reasonText = (reason: string | null) => (reason ? (t.reasons[reason] ?? reason) : t.none);

export function Received({ transfer }: { transfer: AdminTransfer }) {
  return (
    <th scope="row" className={styles.receivedCell}>
      <span className={styles.stacked}>
        <span>{vnDateTime(transfer.receivedAt)}</span>
        <span className={money.muted}>{t.bankId(transfer.providerId)}</span>
      </span>
    </th>
  );
}

type Props = {
  list: ListState;
  retry: () => void;
  onDone: (message: string) => void;
  focusAfter: () => HTMLElement | null;
};

/** Transfers waiting for an admin: what came in, why it paid nothing (or too much), and what to do. */
export function OpenTransfers({ list, retry, onDone, focusAfter }: Props) {
  if (list.status !== 'ready') return <ListStatus list={list} retry={retry} />;
  if (list.transfers.length === 0) return <ListStatus list={list} retry={retry} empty={t.emptyOpen} />;
  return (
    <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.captionOpen}>
      <table className={money.table}>
        <caption>{t.captionOpen}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.receivedAt}</th>
            <th scope="col" className={money.num}>
              {t.columns.amount}
            </th>
            <th scope="col">{t.columns.content}</th>
            <th scope="col">{t.columns.account}</th>
            <th scope="col">{t.columns.reason}</th>
            <th scope="col" className={money.num}>
              {t.columns.excess}
            </th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {list.transfers.map((transfer) => (
            <tr key={transfer.id}>
              <Received transfer={transfer} />
              <td className={money.num}>{formatVnd(transfer.amount)}</td>
              <td className={styles.content}>{transfer.content || t.noContent}</td>
              <td className={styles.nowrap}>{transfer.accountNumber ?? t.none}</td>
              <td>
                <span className={isOverpaid(transfer) ? styles.overpaid : undefined}>
                  {reasonText(transfer.reason)}
                </span>
                {transfer.transactionId && <span className={styles.detail}>{t.order(transfer.transactionId)}</span>}
              </td>
              <td className={money.num}>{isOverpaid(transfer) ? formatVnd(transfer.excess) : t.none}</td>
              <td>
                <TransferActions transfer={transfer} onDone={onDone} focusAfter={focusAfter} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
