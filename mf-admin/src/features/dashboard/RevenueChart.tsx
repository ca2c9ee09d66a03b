import type { AdminDashboard } from '@app/shared/contracts/admin';
import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import { FiguresChart, type ChartFigure } from '@app/shared/ui/charts/FiguresChart';

const t = adminOverviewMessages;

const FIGURES = [
  { value: 'revenue', label: t.revenue, unit: 'vnd' },
  { value: 'orders', label: t.orders, unit: 'count' },
] as const satisfies readonly ChartFigure<'revenue' | 'orders'>[];

/** Revenue or paid orders per day, with both as its data table. */
export function RevenueChart({ data }: { data: AdminDashboard }) {
  return (
    <FiguresChart
      daily={data.daily}
      days={data.days}
      figures={FIGURES}
      name="admin-chart-figure"
      title={t.chartTitle}
      legend={t.chartFigure}
      chartLabel={t.chartLabel}
      dailyCaption={t.dailyCaption}
    />
  );
}
