import { useMemo, useState } from 'react';
import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { formatVnd } from '@app/shared/format';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { DailyChartSection } from '@app/shared/ui/charts/DailyChartSection';
import { DailyTable, type DailyColumn } from '@app/shared/ui/charts/DailyTable';
import { Segmented } from '@app/shared/ui/charts/Segmented';

const t = affiliateMessages.dashboard;

type Day = AffiliateDashboard['daily'][number];
type Figure = 'clicks' | 'orders' | 'commission';

// Clicks and orders are counts, commission is money: one figure at a time keeps one honest axis.
const FIGURES = [
  { value: 'clicks', label: t.clicks },
  { value: 'orders', label: t.orders },
  { value: 'commission', label: t.commission },
] as const satisfies readonly { value: Figure; label: string }[];

const COLUMNS: DailyColumn<Day>[] = [
  { label: t.clicks, cell: (day) => day.clicks, numeric: true },
  { label: t.orders, cell: (day) => day.orders, numeric: true },
  { label: t.commission, cell: (day) => formatVnd(day.commission), numeric: true },
];

/** Clicks, orders or commission per day (the shared lazy chart), with all three as its data table. */
export function AffiliateChart({ data }: { data: AffiliateDashboard }) {
  const [figure, setFigure] = useState<Figure>('clicks');
  const points = useMemo(() => data.daily.map((day) => ({ day: day.day, value: day[figure] })), [data.daily, figure]);
  const sum = data.daily.reduce((total, day) => total + day[figure], 0);
  const label = FIGURES.find((option) => option.value === figure)?.label ?? t.clicks;
  return (
    <DailyChartSection
      title={t.chartTitle}
      controls={
        <Segmented
          legend={t.chartFigure}
          name="affiliate-figure"
          options={FIGURES}
          value={figure}
          onChange={setFigure}
        />
      }
      points={points}
      unit={figure === 'commission' ? 'vnd' : 'count'}
      label={t.chartLabel(label, data.days, figure === 'commission' ? formatVnd(sum) : String(sum))}
      seriesLabel={label}
      table={(id) => <DailyTable id={id} rows={data.daily} columns={COLUMNS} caption={t.dailyCaption(data.days)} />}
    />
  );
}
