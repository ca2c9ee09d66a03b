import { useState } from 'react';
import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Stack } from '@app/shared/ui/Card';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';
import { areaNav } from '../../app/nav';
import { BalanceFigures } from './BalanceFigures';
import { PeriodFigures } from './PeriodFigures';
import { RecentSales } from './RecentSales';
import { SalesChart } from './SalesChart';
import { TopProducts } from './TopProducts';
import { useDashboard, type DashboardState } from './useDashboard';

const t = creatorMessages.dashboard;

function Body({
  state,
  days,
  setDays,
  retry,
}: {
  state: DashboardState;
  days: Days;
  setDays: (d: Days) => void;
  retry: () => void;
}) {
  if (state.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (state.status === 'error') {
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry}>
        {state.message}
      </Notice>
    );
  }
  if (state.status === 'empty') {
    return (
      <Notice
        kind="empty"
        title={t.emptyTitle}
        titleAs="h2"
        actions={<ButtonLink to={paths.creatorProducts}>{t.emptyAction}</ButtonLink>}
      >
        {t.emptyBody}
      </Notice>
    );
  }
  const { data, updating } = state;
  return (
    <Stack>
      <PeriodFigures data={data} days={days} onDays={setDays} updating={updating} />
      <SalesChart data={data} />
      <BalanceFigures data={data} />
      <TopProducts data={data} />
      <RecentSales data={data} />
    </Stack>
  );
}

/** /creator/dashboard: the creator's sales and earnings from the ledger (the same figures as /creator/payouts). */
export function CreatorDashboardPage() {
  const [days, setDays] = useState<Days>(30);
  const { state, retry } = useDashboard(days);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Body state={state} days={days} setDays={setDays} retry={retry} />
    </PageFrame>
  );
}
