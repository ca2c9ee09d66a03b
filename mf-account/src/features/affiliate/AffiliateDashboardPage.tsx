import { useState } from 'react';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { AffiliateChart } from './AffiliateChart';
import { CommissionBalance, PeriodFigures } from './AffiliateFigures';
import { AffiliateLinks } from './AffiliateLinks';
import { AffiliatePayouts } from './AffiliatePayouts';
import { RecentConversions } from './RecentConversions';
import { useAffiliateDashboard, type AffiliateDashboardState } from './useAffiliateDashboard';

const t = affiliateMessages.dashboard;

type BodyProps = { state: AffiliateDashboardState; days: Days; setDays: (days: Days) => void; retry: () => void };

function Body({ state, days, setDays, retry }: BodyProps) {
  if (state.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (state.status === 'error') {
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry}>
        {state.message}
      </Notice>
    );
  }
  const { data, active, updating } = state;
  return (
    <Stack>
      {!active && (
        <Notice
          kind="empty"
          title={t.emptyTitle}
          titleAs="h2"
          actions={<ButtonLink to={paths.affiliateMarketplace}>{t.toMarketplace}</ButtonLink>}
        >
          {t.emptyBody}
        </Notice>
      )}
      <AffiliateLinks data={data} />
      <PeriodFigures data={data} days={days} onDays={setDays} updating={updating} />
      {active && <AffiliateChart data={data} />}
      <CommissionBalance data={data} />
      {active && <RecentConversions data={data} />}
      <AffiliatePayouts />
    </Stack>
  );
}

/**
 * /my/affiliate/dashboard, for every signed-in user (an affiliate need not be a creator): their referral
 * links, the period's clicks, sign-ups, orders and commission, the daily chart, recent orders, and payouts
 * of commission through the creators' payout engine.
 */
export function AffiliateDashboardPage() {
  const [days, setDays] = useState<Days>(30);
  const { state, retry } = useAffiliateDashboard(days);
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Body state={state} days={days} setDays={setDays} retry={retry} />
    </PageFrame>
  );
}
