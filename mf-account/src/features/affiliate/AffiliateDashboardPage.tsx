import { affiliateMessages } from '@app/shared/messages/affiliates';
import { paths } from '@app/shared/routing/paths';
import { Notice } from '@app/shared/ui/Notice';
import { PeriodDashboard } from '@app/shared/ui/PeriodDashboard';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { AffiliateChart } from './AffiliateChart';
import { CommissionBalance, PeriodFigures } from './AffiliateFigures';
import { AffiliateLinks } from './AffiliateLinks';
import { AffiliatePayouts } from './AffiliatePayouts';
import { RecentConversions } from './RecentConversions';
import { hasActivity } from './dashboardView';

const t = affiliateMessages.dashboard;

/**
 * /my/affiliate/dashboard, for every signed-in user (an affiliate need not be a creator): their referral
 * links, the period's clicks, sign-ups, orders and commission, the daily chart, recent orders, and payouts
 * of commission through the creators' payout engine. A user with no clicks or earnings yet is told how to start.
 */
export function AffiliateDashboardPage() {
  return (
    <PeriodDashboard call="getAffiliateDashboard" messages={t} nav={areaNav}>
      {({ data, days, onDays, updating }) => {
        const active = hasActivity(data);
        return (
          <Stack>
            {!active && (
              <Notice
                kind="empty"
                title={t.emptyTitle}
                titleAs="h2"
                link={{ to: paths.affiliateMarketplace, label: t.toMarketplace }}
              >
                {t.emptyBody}
              </Notice>
            )}
            <AffiliateLinks data={data} />
            <PeriodFigures data={data} days={days} onDays={onDays} updating={updating} />
            {active && <AffiliateChart data={data} />}
            <CommissionBalance data={data} />
            {active && <RecentConversions data={data} />}
            <AffiliatePayouts />
          </Stack>
        );
      }}
    </PeriodDashboard>
  );
}
