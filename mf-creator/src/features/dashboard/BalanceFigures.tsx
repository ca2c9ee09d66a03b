import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';

const t = creatorMessages.dashboard;

/** The balance (the same ledger figures as /creator/payouts) and the all-time totals. */
export function BalanceFigures({ data }: { data: CreatorDashboard }) {
  return (
    <div className={money.stack}>
      <section className={money.card} aria-labelledby="dash-balance-title">
        <h2 id="dash-balance-title">{t.balanceTitle}</h2>
        <dl className={money.figures}>
          <div className={money.figure}>
            <dt>{t.pending}</dt>
            <dd className={money.value}>{formatVnd(data.balance.pending)}</dd>
          </div>
          <div className={money.figure}>
            <dt>{t.available}</dt>
            <dd className={money.value}>{formatVnd(data.balance.available)}</dd>
          </div>
        </dl>
        <div className={money.actions}>
          <ButtonLink to={paths.creatorPayouts} variant="secondary">
            {t.toPayouts}
          </ButtonLink>
        </div>
      </section>
      <section className={money.card} aria-labelledby="dash-totals-title">
        <h2 id="dash-totals-title">{t.totalsTitle}</h2>
        <dl className={money.figures}>
          <div className={money.figure}>
            <dt>{t.gross}</dt>
            <dd className={money.value}>{formatVnd(data.totals.gross)}</dd>
          </div>
          <div className={money.figure}>
            <dt>{t.net}</dt>
            <dd className={money.value}>{formatVnd(data.totals.net)}</dd>
          </div>
          <div className={money.figure}>
            <dt>{t.count}</dt>
            <dd className={money.value}>{data.totals.count}</dd>
            <dd className={money.muted}>{t.productsCount(data.publishedCount, data.productCount)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
