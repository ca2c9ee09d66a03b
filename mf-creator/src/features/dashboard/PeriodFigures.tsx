import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import type { Figure } from '@app/shared/ui/Figures';
import { PeriodFigures as KitPeriodFigures } from '@app/shared/ui/PeriodFigures';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';
import { compare } from './comparison';

const t = creatorMessages.dashboard;

function figuresOf(data: CreatorDashboard): Figure[] {
  const rows = [
    { label: t.gross, current: data.current.gross, previous: data.previous.gross, format: formatVnd },
    { label: t.net, current: data.current.net, previous: data.previous.net, format: formatVnd },
    { label: t.count, current: data.current.count, previous: data.previous.count, format: String },
  ];
  return rows.map(({ label, current, previous, format }) => ({
    label,
    value: format(current),
    change: compare(current, previous, data.days),
    notes: [t.previousValue(format(previous))],
  }));
}

type Props = { data: CreatorDashboard; days: Days; onDays: (days: Days) => void; updating: boolean };

/** Gross sales, net earnings and sales count of the period, each against the period before. */
export function PeriodFigures({ data, days, onDays, updating }: Props) {
  return (
    <KitPeriodFigures
      title={t.periodTitle(data.days)}
      figures={figuresOf(data)}
      days={days}
      onDays={onDays}
      updating={updating}
      updatingText={t.updating}
    />
  );
}
