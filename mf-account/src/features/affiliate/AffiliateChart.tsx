import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { FiguresChart, type ChartFigure } from '@app/shared/ui/charts/FiguresChart';

const t = affiliateMessages.dashboard;

const FIGURES = [
  { value: 'clicks', label: t.clicks, unit: 'count' },
  { value: 'orders', label: t.orders, unit: 'count' },
  { value: 'commission', label: t.commission, unit: 'vnd' },
] as const satisfies readonly ChartFigure<'clicks' | 'orders' | 'commission'>[];

/** Clicks, orders or commission per day, with all three as its data table. */
export function AffiliateChart({ data }: { data: AffiliateDashboard }) {
  return (
    <FiguresChart
      daily={data.daily}
      days={data.days}
      figures={FIGURES}
      name="affiliate-figure"
      title={t.chartTitle}
      legend={t.chartFigure}
      chartLabel={t.chartLabel}
      dailyCaption={t.dailyCaption}
    />
  );
}
