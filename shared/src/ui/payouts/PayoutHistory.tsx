import type { Payout } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { vnDate, vnDateTime } from '@app/shared/money/vnTime';
import { accountText } from '@app/shared/ui/payouts/RequestPayoutForm';
import money from '../money/money.module.css';
import styles from './payouts.module.css';

const t = moneyMessages.payouts;

function StatusCell({ payout }: { payout: Payout }) {
  return (
    <>
      <span className={styles[payout.status]}>{t.payoutStatus[payout.status]}</span>
      {payout.decidedAt && <span className={money.muted}> · {vnDate(payout.decidedAt)}</span>}
      {payout.status === 'paid' && payout.reference && (
        <span className={styles.detail}>{t.reference(payout.reference)}</span>
      )}
      {payout.status === 'failed' && payout.failureReason && (
        <span className={styles.detail}>{t.failureReason(payout.failureReason)}</span>
      )}
    </>
  );
}

/** Every payout request, newest first: requested → paid (bank reference) or failed (reason). */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  return (
    <section className={money.card} aria-labelledby="payout-history-title">
      <h2 id="payout-history-title">{t.historyTitle}</h2>
      {payouts.length === 0 ? (
        <p className={money.muted}>{t.historyEmpty}</p>
      ) : (
        <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.historyCaption}>
          <table className={money.table}>
            <caption>{t.historyCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.requestedAt}</th>
                <th scope="col" className={money.num}>
                  {t.amountColumn}
                </th>
                <th scope="col">{t.account}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout) => (
                <tr key={payout.id}>
                  <th scope="row" className={styles.nowrap}>
                    {vnDateTime(payout.createdAt)}
                  </th>
                  <td className={money.num}>{formatVnd(payout.amount)}</td>
                  <td>{accountText(payout)}</td>
                  <td>
                    <StatusCell payout={payout} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
