import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { compare } from './comparison';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';

const t = creatorMessages.dashboard;
const ARROW = { up: '▲', down: '▼', flat: '–' } as const;

type Props = { data: CreatorDashboard };

/** Gross sales, net earnings and sales count of the period, each against the period before. */
export function PeriodFigures({ data }: Props) {
  const figures = [
    { label: t.gross, current: data.current.gross, previous: data.previous.gross, format: formatVnd },
    { label: t.net, current: data.current.net, previous: data.previous.net, format: formatVnd },
    { label: t.count, current: data.current.count, previous: data.previous.count, format: String },
  ];
  return (
    <dl className={money.figures}>
      {figures.map(({ label, current, previous, format }) => {
        const change = compare(current, previous, data.days);
        return (
          <div key={label} className={money.figure}>
            <dt>{label}</dt>
            <dd className={money.value}>{format(current)}</dd>
            <dd className={money[change.direction]}>
              <span aria-hidden="true">{ARROW[change.direction]} </span>
              {change.text}
            </dd>
            <dd className={money.muted}>{t.previousValue(format(previous))}</dd>
          </div>
        );
      })}
    </dl>
  );
}
