import { formatVnd } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages/admin';
import { moneyMessages } from '@app/shared/messages/money';
import { vnDateTime } from '@app/shared/money/vnTime';
import { Notice } from '@app/shared/ui/Notice';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { Payee } from './Payee';
import { usePayoutHistory, type AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminMessages.payouts;
const m = moneyMessages.payouts;

/** Paid (with its bank reference) or failed (with the reason the user was shown), as creators see it too. */
function Result({ payout }: { payout: AdminPayout }) {
  return (
    <>
      <span className={payout.status === 'paid' ? styles.paid : styles.failed}>{m.payoutStatus[payout.status]}</span>
      {payout.decidedAt && <span className={money.muted}> · {vnDateTime(payout.decidedAt)}</span>}
      {payout.status === 'paid' && payout.reference && (
        <span className={styles.detail}>{m.reference(payout.reference)}</span>
      )}
      {payout.status === 'failed' && payout.failureReason && (
        <span className={styles.detail}>{m.failureReason(payout.failureReason)}</span>
      )}
    </>
  );
}

export function PayoutHistoryTable() {
  const { state, retry } = usePayoutHistory();
  if (state.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (state.status === 'error')
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry} retryLabel={t.retry}>
        {state.message}
      </Notice>
    );
  if (state.payouts.length === 0) return <Notice kind="empty">{t.emptyHistory}</Notice>;
  return (
    <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.captionHistory}>
      <table className={money.table}>
        <caption>{t.captionHistory}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.user}</th>
            <th scope="col" className={money.num}>
              {t.columns.amount}
            </th>
            <th scope="col">{t.columns.account}</th>
            <th scope="col">{t.columns.requestedAt}</th>
            <th scope="col">{t.columns.result}</th>
          </tr>
        </thead>
        <tbody>
          {state.payouts.map((payout) => (
            <tr key={payout.id}>
              <Payee payout={payout} />
              <td className={money.num}>{formatVnd(payout.amount)}</td>
              <td>
                {payout.bankName} {payout.accountNumber}
                <span className={styles.detail}>{payout.accountHolder}</span>
              </td>
              <td className={styles.nowrap}>{vnDateTime(payout.createdAt)}</td>
              <td>
                <Result payout={payout} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
