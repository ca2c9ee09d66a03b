import { useMemo } from 'react';
import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { DailyChartSection } from '@app/shared/ui/charts/DailyChartSection';
import { DailyTable, type DailyColumn } from '@app/shared/ui/charts/DailyTable';

const t = creatorMessages.dashboard;

type Day = CreatorDashboard['daily'][number];
const COLUMNS: DailyColumn<Day>[] = [
  { label: t.gross, cell: (day) => formatVnd(day.gross), numeric: true },
  { label: t.net, cell: (day) => formatVnd(day.net), numeric: true },
  { label: t.count, cell: (day) => day.count, numeric: true },
];

/** Gross sales per day: the shared lazy chart, with the day's gross, net and sales count as its table. */
export function SalesChart({ data }: { data: CreatorDashboard }) {
  const points = useMemo(() => data.daily.map((day) => ({ day: day.day, value: day.gross })), [data.daily]);
  const total = formatVnd(data.daily.reduce((sum, point) => sum + point.gross, 0));
  return (
    <DailyChartSection
      title={t.chartTitle}
      points={points}
      unit="vnd"
      label={t.chartLabel(data.days, total)}
      seriesLabel={t.gross}
      table={(id) => <DailyTable id={id} rows={data.daily} columns={COLUMNS} caption={t.dailyCaption(data.days)} />}
    />
  );
}
