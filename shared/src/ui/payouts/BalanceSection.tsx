import type { PayoutOverview } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { vnDate } from '@app/shared/time/vietnam';
import { Card } from '@app/shared/ui/Card';
import { Figures } from '@app/shared/ui/Figures';
import styles from './payouts.module.css';

const t = moneyMessages.payouts;
const KINDS = ['pending', 'available', 'requested', 'paidOut'] as const;

/**
 * The four balances from the ledger (and what the user owes the platform, when they do), and when each pending
 * amount becomes available.
 */
export function BalanceSection({ overview }: { overview: PayoutOverview }) {
  const kinds = overview.balance.owed > 0 ? [...KINDS, 'owed' as const] : KINDS;
  return (
    <Card title={t.balanceTitle}>
      <Figures
        figures={kinds.map((kind) => ({
          label: t.balance[kind],
          value: formatVnd(overview.balance[kind]),
          notes: [t.balanceHint[kind]],
        }))}
      />
      <h3 className={styles.subTitle}>{t.releasesTitle}</h3>
      {overview.releases.length === 0 ? (
        <p className="muted">{t.releasesEmpty}</p>
      ) : (
        <ul className={styles.releases}>
          {overview.releases.map((release, index) => (
            <li key={`${release.availableAt}-${index}`}>
              {t.releaseLine(formatVnd(release.amount), vnDate(release.availableAt))}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
