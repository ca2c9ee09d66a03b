import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { formatVnd } from '@app/shared/format';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { Card } from '@app/shared/ui/Card';
import { Figures, type Figure } from '@app/shared/ui/Figures';
import { conversionText } from './dashboardView';

const t = affiliateMessages.dashboard;

/** The chosen period's clicks, sign-ups, orders, conversion rate and commission. */
export function periodFigures({ period }: AffiliateDashboard): Figure[] {
  return [
    { label: t.clicks, value: String(period.clicks) },
    { label: t.signups, value: String(period.signups) },
    { label: t.orders, value: String(period.orders) },
    { label: t.conversionRate, value: conversionText(period.conversionRate), notes: [t.conversionHint] },
    { label: t.periodCommission, value: formatVnd(period.commission) },
  ];
}

/** The commission balance from the ledger: pending (in the hold), available, paid. */
export function CommissionBalance({ data }: { data: AffiliateDashboard }) {
  const figures: Figure[] = [
    { label: t.pending, value: formatVnd(data.commission.pending), notes: [t.pendingHint] },
    { label: t.available, value: formatVnd(data.commission.available), notes: [t.availableHint] },
    { label: t.paid, value: formatVnd(data.commission.paid), notes: [t.paidHint] },
  ];
  return (
    <Card title={t.balanceTitle}>
      <Figures figures={figures} />
    </Card>
  );
}
