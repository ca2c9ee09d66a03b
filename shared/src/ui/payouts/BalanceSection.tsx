import type { PayoutOverview } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { vnDate } from '@app/shared/money/vnTime';
import money from '../money/money.module.css';
import styles from './payouts.module.css';

const t = moneyMessages.payouts;
const KINDS = ['pending', 'available', 'requested', 'paidOut'] as const;

/** The four balances from the ledger, and when each pending amount becomes available. */
export function BalanceSection({ overview }: { overview: PayoutOverview }) {
  return (
    <section className={money.card} aria-labelledby="payout-balance-title">
      <h2 id="payout-balance-title">{t.balanceTitle}</h2>
      <dl className={money.figures}>
        {KINDS.map((kind) => (
          <div key={kind} className={money.figure}>
            <dt>{t.balance[kind]}</dt>
            <dd className={money.value}>{formatVnd(overview.balance[kind])}</dd>
            <dd className={money.muted}>{t.balanceHint[kind]}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subTitle}>{t.releasesTitle}</h3>
      {overview.releases.length === 0 ? (
        <p className={money.muted}>{t.releasesEmpty}</p>
      ) : (
        <ul className={styles.releases}>
          {overview.releases.map((release, index) => (
            <li key={`${release.availableAt}-${index}`}>
              {t.releaseLine(formatVnd(release.amount), vnDate(release.availableAt))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
