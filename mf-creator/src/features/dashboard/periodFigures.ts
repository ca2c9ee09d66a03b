import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import type { Figure } from '@app/shared/ui/Figures';
import { compare } from './comparison';

const t = creatorMessages.dashboard;

/** Gross sales, net earnings and sales count of the period, each against the period before. */
export function periodFigures(data: CreatorDashboard): Figure[] {
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
