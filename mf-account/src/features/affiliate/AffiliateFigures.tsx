import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { formatVnd } from '@app/shared/format';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { PeriodPicker, type Days } from '@app/shared/ui/charts/PeriodPicker';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { conversionText } from './dashboardView';
import styles from './affiliateDashboard.module.css';

const t = affiliateMessages.dashboard;

type PeriodProps = { data: AffiliateDashboard; days: Days; onDays: (days: Days) => void; updating: boolean };

/** The chosen period's clicks, sign-ups, orders, conversion rate and commission. */
export function PeriodFigures({ data, days, onDays, updating }: PeriodProps) {
  const { period } = data;
  const figures: { label: string; value: string; hint?: string }[] = [
    { label: t.clicks, value: String(period.clicks) },
    { label: t.signups, value: String(period.signups) },
    { label: t.orders, value: String(period.orders) },
    { label: t.conversionRate, value: conversionText(period.conversionRate), hint: t.conversionHint },
    { label: t.periodCommission, value: formatVnd(period.commission) },
  ];
  return (
    <section className={money.card} aria-labelledby="aff-period-title" aria-busy={updating}>
      <div className={styles.periodHeader}>
        <h2 id="aff-period-title">{t.periodTitle(data.days)}</h2>
        <PeriodPicker days={days} onChange={onDays} name="affiliate-period" />
      </div>
      {updating && (
        <p className={money.muted} role="status">
          {t.updating}
        </p>
      )}
      <dl className={money.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={money.figure}>
            <dt>{figure.label}</dt>
            <dd className={money.value}>{figure.value}</dd>
            {figure.hint && <dd className={money.muted}>{figure.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The commission balance from the ledger: pending (in the hold), available, paid. */
export function CommissionBalance({ data }: { data: AffiliateDashboard }) {
  const figures = [
    { label: t.pending, value: data.commission.pending, hint: t.pendingHint },
    { label: t.available, value: data.commission.available, hint: t.availableHint },
    { label: t.paid, value: data.commission.paid, hint: t.paidHint },
  ];
  return (
    <section className={money.card} aria-labelledby="aff-balance-title">
      <h2 id="aff-balance-title">{t.balanceTitle}</h2>
      <dl className={money.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={money.figure}>
            <dt>{figure.label}</dt>
            <dd className={money.value}>{formatVnd(figure.value)}</dd>
            <dd className={money.muted}>{figure.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
