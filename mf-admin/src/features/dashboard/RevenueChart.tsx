import { useMemo, useState } from 'react';
import type { AdminDashboard } from '@app/shared/contracts/admin';
import { formatVnd } from '@app/shared/format';
import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import { DailyChartSection } from '@app/shared/ui/charts/DailyChartSection';
import { DailyTable, type DailyColumn } from '@app/shared/ui/charts/DailyTable';
import { Segmented } from '@app/shared/ui/charts/Segmented';

const t = adminOverviewMessages;

type Day = AdminDashboard['daily'][number];
type Figure = 'revenue' | 'orders';

// Revenue is money and orders a count: one figure at a time keeps one honest axis; the table has both.
const FIGURES = [
  { value: 'revenue', label: t.revenue },
  { value: 'orders', label: t.orders },
] as const satisfies readonly { value: Figure; label: string }[];

const COLUMNS: DailyColumn<Day>[] = [
  { label: t.revenue, cell: (day) => formatVnd(day.revenue), numeric: true },
  { label: t.orders, cell: (day) => day.orders, numeric: true },
];

/** Revenue or paid orders per day (the shared lazy chart), with both as its data table. */
export function RevenueChart({ data }: { data: AdminDashboard }) {
  const [figure, setFigure] = useState<Figure>('revenue');
  const points = useMemo(() => data.daily.map((day) => ({ day: day.day, value: day[figure] })), [data.daily, figure]);
  const sum = data.daily.reduce((total, day) => total + day[figure], 0);
  const label = figure === 'revenue' ? t.revenue : t.orders;
  return (
    <DailyChartSection
      title={t.chartTitle}
      controls={
        <Segmented
          legend={t.chartFigure}
          name="admin-chart-figure"
          options={FIGURES}
          value={figure}
          onChange={setFigure}
        />
      }
      points={points}
      unit={figure === 'revenue' ? 'vnd' : 'count'}
      label={t.chartLabel(label, data.days, figure === 'revenue' ? formatVnd(sum) : String(sum))}
      seriesLabel={label}
      table={(id) => <DailyTable id={id} rows={data.daily} columns={COLUMNS} caption={t.dailyCaption(data.days)} />}
    />
  );
}
