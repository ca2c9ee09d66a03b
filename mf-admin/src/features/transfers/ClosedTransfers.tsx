import type { AdminTransfer } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages/admin';
import { vnDateTime } from '@app/shared/money/vnTime';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { ListStatus } from './ListStatus';
import { Received, reasonText } from './OpenTransfers';
import type { ListState } from './useTransfers';
import styles from './transfers.module.css';

const t = adminMessages.transfers;

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

export function ClosedTransfers({ list, retry }: { list: ListState; retry: () => void }) {
  if (list.status !== 'ready') return <ListStatus list={list} retry={retry} />;
  if (list.transfers.length === 0) return <ListStatus list={list} retry={retry} empty={t.emptyClosed} />;
  return (
    <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.captionClosed}>
      <table className={money.table}>
        <caption>{t.captionClosed}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.receivedAt}</th>
            <th scope="col" className={money.num}>
              {t.columns.amount}
            </th>
            <th scope="col">{t.columns.content}</th>
            <th scope="col">{t.columns.outcome}</th>
            <th scope="col">{t.columns.resolved}</th>
          </tr>
        </thead>
        <tbody>
          {list.transfers.map((transfer) => (
            <tr key={transfer.id}>
              <Received transfer={transfer} />
              <td className={money.num}>{formatVnd(transfer.amount)}</td>
              <td className={styles.content}>{transfer.content || t.noContent}</td>
              <td>
                <Outcome transfer={transfer} />
              </td>
              <td>
                {transfer.resolvedByName ?? transfer.resolvedBy ?? t.none}
                {transfer.resolvedAt && (
                  <span className={styles.detail}>{t.resolvedAt(vnDateTime(transfer.resolvedAt))}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
