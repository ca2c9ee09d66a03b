import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { formatVnd } from '@app/shared/format';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { Card } from '@app/shared/ui/Card';
import { Figures, type Figure } from '@app/shared/ui/Figures';
import { PeriodFigures as KitPeriodFigures } from '@app/shared/ui/PeriodFigures';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';
import { conversionText } from './dashboardView';

const t = affiliateMessages.dashboard;

type PeriodProps = { data: AffiliateDashboard; days: Days; onDays: (days: Days) => void; updating: boolean };

/** The chosen period's clicks, sign-ups, orders, conversion rate and commission. */
export function PeriodFigures({ data, days, onDays, updating }: PeriodProps) {
  const { period } = data;
  const figures: Figure[] = [
    { label: t.clicks, value: String(period.clicks) },
    { label: t.signups, value: String(period.signups) },
    { label: t.orders, value: String(period.orders) },
    { label: t.conversionRate, value: conversionText(period.conversionRate), notes: [t.conversionHint] },
    { label: t.periodCommission, value: formatVnd(period.commission) },
  ];
  return (
    <KitPeriodFigures
      title={t.periodTitle(data.days)}
      figures={figures}
      days={days}
      onDays={onDays}
      pickerName="affiliate-period"
      updating={updating}
      updatingText={t.updating}
    />
  );
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
