import { useState } from 'react';
import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { PeriodFigures, TotalFigures } from './PeriodFigures';
import { QueueLinks } from './QueueLinks';
import { RevenueChart } from './RevenueChart';
import { useAdminDashboard, type AdminDashboardState } from './useAdminDashboard';

const t = adminOverviewMessages;

type BodyProps = { state: AdminDashboardState; days: Days; setDays: (days: Days) => void; retry: () => void };

function Body({ state, days, setDays, retry }: BodyProps) {
  if (state.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (state.status === 'error') {
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry}>
        {state.message}
      </Notice>
    );
  }
  const { data, updating } = state;
  return (
    <Stack>
      <QueueLinks queues={data.queues} />
      <PeriodFigures data={data} days={days} onDays={setDays} updating={updating} />
      <RevenueChart data={data} />
      <TotalFigures data={data} />
    </Stack>
  );
}

/** /admin/dashboard: what waits for an admin, and the marketplace's figures against the period before. */
export function AdminDashboardPage() {
  const [days, setDays] = useState<Days>(30);
  const { state, retry } = useAdminDashboard(days);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Body state={state} days={days} setDays={setDays} retry={retry} />
    </PageFrame>
  );
}
