import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import { PeriodDashboard } from '@app/shared/ui/PeriodDashboard';
import { PeriodFigures } from '@app/shared/ui/PeriodFigures';
import { FiguresChart, type ChartFigure } from '@app/shared/ui/charts/FiguresChart';
import { areaNav } from '../../app/nav';
import { periodFigures, TotalFigures } from './Figures';
import { QueueLinks } from './QueueLinks';

const t = adminOverviewMessages;

/** Revenue or paid orders per day, both in the chart's data table. */
const CHART_FIGURES = [
  { value: 'revenue', label: t.revenue, unit: 'vnd' },
  { value: 'orders', label: t.orders, unit: 'count' },
] as const satisfies readonly ChartFigure<'revenue' | 'orders'>[];

/** /admin/dashboard: what waits for an admin, and the marketplace's figures against the period before. */
export function AdminDashboardPage() {
  return (
    <PeriodDashboard call="getAdminDashboard" messages={t} nav={areaNav}>
      {(view) => (
        <>
          <QueueLinks queues={view.data.queues} />
          <PeriodFigures view={view} messages={t} figures={periodFigures(view.data)} pickerName="admin-period" />
          <FiguresChart data={view.data} figures={CHART_FIGURES} name="admin-chart-figure" messages={t} />
          <TotalFigures data={view.data} />
        </>
      )}
    </PeriodDashboard>
  );
}
