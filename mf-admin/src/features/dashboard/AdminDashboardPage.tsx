import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import { PeriodDashboard } from '@app/shared/ui/PeriodDashboard';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { PeriodFigures, TotalFigures } from './PeriodFigures';
import { QueueLinks } from './QueueLinks';
import { RevenueChart } from './RevenueChart';

const t = adminOverviewMessages;

/** /admin/dashboard: what waits for an admin, and the marketplace's figures against the period before. */
export function AdminDashboardPage() {
  return (
    <PeriodDashboard call="getAdminDashboard" messages={t} nav={areaNav}>
      {({ data, days, onDays, updating }) => (
        <Stack>
          <QueueLinks queues={data.queues} />
          <PeriodFigures data={data} days={days} onDays={onDays} updating={updating} />
          <RevenueChart data={data} />
          <TotalFigures data={data} />
        </Stack>
      )}
    </PeriodDashboard>
  );
}
