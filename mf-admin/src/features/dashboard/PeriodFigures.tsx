import type { AdminDashboard } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages/admin';
import { PeriodPicker, type Days } from '@app/shared/ui/charts/PeriodPicker';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { compare, compareConversion, conversion, conversionText, type Change } from './dashboardView';
import styles from './dashboard.module.css';

const t = adminMessages.overview;
const ARROW = { up: '▲', down: '▼', flat: '–' } as const;

type Figure = { label: string; value: string; previous: string; change: Change; hint?: string };

function figuresOf(data: AdminDashboard): Figure[] {
  const { current, previous, days } = data;
  const money = (label: string, key: 'revenue' | 'platformRevenue' | 'refunded', hint?: string): Figure => ({
    label,
    value: formatVnd(current[key]),
    previous: formatVnd(previous[key]),
    change: compare(current[key], previous[key], days),
    hint,
  });
  const rateNow = conversion(current);
  const rateBefore = conversion(previous);
  return [
    money(t.revenue, 'revenue', t.revenueHint),
    money(t.platformRevenue, 'platformRevenue', t.platformRevenueHint),
    {
      label: t.orders,
      value: String(current.orders),
      previous: String(previous.orders),
      change: compare(current.orders, previous.orders, days),
    },
    money(t.refunded, 'refunded'),
    {
      label: t.conversion,
      value: conversionText(rateNow),
      previous: conversionText(rateBefore),
      change: compareConversion(rateNow, rateBefore, days),
      hint: t.conversionHint,
    },
  ];
}

function FigureCard({ figure }: { figure: Figure }) {
  const { label, value, previous, change, hint } = figure;
  const none = value === t.noConversion;
  return (
    <div className={money.figure}>
      <dt>{label}</dt>
      <dd className={money.value}>
        {none ? (
          // '—' alone reads as nothing: screen readers are told in words.
          <>
            <span aria-hidden="true">{value}</span>
            <span className="visually-hidden">{t.noConversionLabel}</span>
          </>
        ) : (
          value
        )}
      </dd>
      <dd className={money[change.direction]}>
        <span aria-hidden="true">{ARROW[change.direction]} </span>
        {change.text}
      </dd>
      <dd className={money.muted}>{t.previousValue(previous)}</dd>
      {hint && <dd className={money.muted}>{hint}</dd>}
    </div>
  );
}

type Props = { data: AdminDashboard; days: Days; onDays: (days: Days) => void; updating: boolean };

/** The period's revenue, platform revenue, orders, refunds and conversion, each against the period before. */
export function PeriodFigures({ data, days, onDays, updating }: Props) {
  return (
    <section className={money.card} aria-labelledby="admin-period-title" aria-busy={updating}>
      <div className={styles.periodHeader}>
        <h2 id="admin-period-title">{t.periodTitle(data.days)}</h2>
        <PeriodPicker days={days} onChange={onDays} name="admin-period" />
      </div>
      {updating && (
        <p className={money.muted} role="status">
          {t.updating}
        </p>
      )}
      <dl className={money.figures}>
        {figuresOf(data).map((figure) => (
          <FigureCard key={figure.label} figure={figure} />
        ))}
      </dl>
    </section>
  );
}

/** What the marketplace has now (not per period): people and products. */
export function TotalFigures({ data }: { data: AdminDashboard }) {
  const figures = [
    { label: t.users, value: data.users, hint: data.suspendedUsers > 0 ? t.suspendedUsers(data.suspendedUsers) : null },
    { label: t.creators, value: data.creators, hint: null },
    { label: t.publishedProducts, value: data.publishedProducts, hint: null },
    { label: t.pendingProducts, value: data.pendingProducts, hint: null },
  ];
  return (
    <section className={money.card} aria-labelledby="admin-totals-title">
      <h2 id="admin-totals-title">{t.totalsTitle}</h2>
      <p className={`${money.muted} ${styles.sectionLead}`}>{t.totalsHint}</p>
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
