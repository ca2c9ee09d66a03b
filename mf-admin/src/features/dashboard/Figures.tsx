import type { AdminDashboard } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import { Card } from '@app/shared/ui/Card';
import { Figures, type Figure } from '@app/shared/ui/Figures';
import { compare, compareConversion, conversion, conversionText } from './dashboardView';
import styles from './dashboard.module.css';

const t = adminOverviewMessages;

/** '—' alone reads as nothing: screen readers are told in words. */
const rateValue = (text: string) =>
  text === t.noConversion ? (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t.noConversionLabel}</span>
    </>
  ) : (
    text
  );

/** The period's revenue, platform revenue, orders, refunds and conversion, each against the period before. */
export function periodFigures(data: AdminDashboard): Figure[] {
  const { current, previous, days } = data;
  const money = (label: string, key: 'revenue' | 'platformRevenue' | 'refunded', hint?: string): Figure => ({
    label,
    value: formatVnd(current[key]),
    change: compare(current[key], previous[key], days),
    notes: [t.previousValue(formatVnd(previous[key])), hint],
  });
  const rateNow = conversion(current);
  const rateBefore = conversion(previous);
  return [
    money(t.revenue, 'revenue', t.revenueHint),
    money(t.platformRevenue, 'platformRevenue', t.platformRevenueHint),
    {
      label: t.orders,
      value: String(current.orders),
      change: compare(current.orders, previous.orders, days),
      notes: [t.previousValue(String(previous.orders))],
    },
    money(t.refunded, 'refunded'),
    {
      label: t.conversion,
      value: rateValue(conversionText(rateNow)),
      change: compareConversion(rateNow, rateBefore, days),
      notes: [t.previousValue(conversionText(rateBefore)), t.conversionHint],
    },
  ];
}

/** What the marketplace has now (not per period): people and products. */
export function TotalFigures({ data }: { data: AdminDashboard }) {
  const figures: Figure[] = [
    {
      label: t.users,
      value: data.users,
      notes: [data.suspendedUsers > 0 && t.suspendedUsers(data.suspendedUsers)],
    },
    { label: t.creators, value: data.creators },
    { label: t.publishedProducts, value: data.publishedProducts },
    { label: t.pendingProducts, value: data.pendingProducts },
  ];
  return (
    <Card title={t.totalsTitle}>
      <p className={`muted ${styles.sectionLead}`}>{t.totalsHint}</p>
      <Figures figures={figures} />
    </Card>
  );
}
