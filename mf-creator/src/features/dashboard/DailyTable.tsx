import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { longDay } from '../money/vnTime';
import money from '../money/money.module.css';

const t = creatorMessages.dashboard;

/** The chart's figures as a table (the accessible alternative, and the fallback when the chart cannot load). */
export function DailyTable({ data, id }: { data: CreatorDashboard; id?: string }) {
  return (
    <div id={id} className={money.tableWrap} tabIndex={0} role="region" aria-label={t.dailyCaption(data.days)}>
      <table className={money.table}>
        <caption>{t.dailyCaption(data.days)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            <th scope="col" className={money.num}>
              {t.gross}
            </th>
            <th scope="col" className={money.num}>
              {t.net}
            </th>
            <th scope="col" className={money.num}>
              {t.count}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.daily.map((point) => (
            <tr key={point.day}>
              <th scope="row">{longDay(point.day)}</th>
              <td className={money.num}>{formatVnd(point.gross)}</td>
              <td className={money.num}>{formatVnd(point.net)}</td>
              <td className={money.num}>{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
