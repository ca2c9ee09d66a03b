import { formatVnd } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages/admin';
import { vnDateTime } from '@app/shared/money/vnTime';
import { Button } from '@app/shared/ui/Button';
import { CopyButton } from '@app/shared/ui/CopyButton';
import { Notice } from '@app/shared/ui/Notice';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import type { QueueActions } from '../../app/QueuePage';
import { buildBulkTransferCsv, bulkTransferFileName } from './bulkTransferCsv';
import { Payee } from './Payee';
import { PayoutActions } from './PayoutActions';
import { useOpenPayouts, type AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminMessages.payouts;

/** Saves the open requests as the bank's bulk-transfer CSV, made from the list on screen at the click. */
function downloadCsv(payouts: AdminPayout[]) {
  const url = URL.createObjectURL(new Blob([buildBulkTransferCsv(payouts)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = bulkTransferFileName(new Date());
  link.click();
  // The browser has taken the file once the click has run; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Props = QueueActions;

/** The open requests: who, how much, where to; settle each one, or export them all for the bank. */
export function OpenPayouts({ onDone, focusAfter }: Props) {
  const { state, retry } = useOpenPayouts();
  if (state.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (state.status === 'error')
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry} retryLabel={t.retry}>
        {state.message}
      </Notice>
    );
  const { payouts } = state;
  if (payouts.length === 0) return <Notice kind="empty">{t.emptyOpen}</Notice>;
  const total = payouts.reduce((sum, payout) => sum + payout.amount, 0);
  return (
    <div className={money.stack}>
      <div className={styles.export}>
        <p className={styles.summary}>{t.summary(payouts.length, formatVnd(total))}</p>
        <Button variant="secondary" onClick={() => downloadCsv(payouts)} aria-describedby="payouts-export-hint">
          {t.exportCsv}
        </Button>
        <p id="payouts-export-hint" className={money.muted}>
          {t.exportHint}
        </p>
      </div>
      <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.captionOpen}>
        <table className={money.table}>
          <caption>{t.captionOpen}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.user}</th>
              <th scope="col" className={money.num}>
                {t.columns.amount}
              </th>
              <th scope="col">{t.columns.bank}</th>
              <th scope="col">{t.columns.accountNumber}</th>
              <th scope="col">{t.columns.holder}</th>
              <th scope="col">{t.columns.requestedAt}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.id}>
                <Payee payout={payout} />
                <td className={money.num}>{formatVnd(payout.amount)}</td>
                <td>{payout.bankName}</td>
                <td>
                  <span className={styles.account}>
                    <span className={styles.number}>{payout.accountNumber}</span>
                    <CopyButton value={payout.accountNumber} label={t.columns.accountNumber} />
                  </span>
                </td>
                <td>{payout.accountHolder}</td>
                <td className={styles.nowrap}>{vnDateTime(payout.createdAt)}</td>
                <td>
                  <PayoutActions payout={payout} onDone={onDone} focusAfter={focusAfter} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
