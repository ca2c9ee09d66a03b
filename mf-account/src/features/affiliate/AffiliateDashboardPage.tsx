import { affiliateMessages } from '@app/shared/messages/affiliates';
import { paths } from '@app/shared/routing/paths';
import { PeriodDashboard } from '@app/shared/ui/PeriodDashboard';
import { PeriodFigures } from '@app/shared/ui/PeriodFigures';
import { RecentSalesTable } from '@app/shared/ui/RecentSalesTable';
import { FiguresChart, type ChartFigure } from '@app/shared/ui/charts/FiguresChart';
import { areaNav } from '../../app/nav';
import { CommissionBalance, periodFigures } from './AffiliateFigures';
import { AffiliateLinks } from './AffiliateLinks';
import { AffiliatePayouts } from './AffiliatePayouts';
import { hasActivity } from './dashboardView';

const t = affiliateMessages.dashboard;

const CHART_FIGURES = [
  { value: 'clicks', label: t.clicks, unit: 'count' },
  { value: 'orders', label: t.orders, unit: 'count' },
  { value: 'commission', label: t.commission, unit: 'vnd' },
] as const satisfies readonly ChartFigure<'clicks' | 'orders' | 'commission'>[];

const RECENT_FIELDS = { title: 'title', amount: 'amount', share: 'commission', undone: 'reversed' } as const;

/**
 * /my/affiliate/dashboard, for every signed-in user (an affiliate need not be a creator): their referral
 * links, the period's clicks, sign-ups, orders and commission, the daily chart, recent orders, and payouts
 * of commission through the creators' payout engine. A user with no clicks or earnings yet is told how to
 * start, above their links (sharing one is how to start).
 */
export function AffiliateDashboardPage() {
  return (
    <PeriodDashboard
      call="getAffiliateDashboard"
      messages={t}
      nav={areaNav}
      empty={{ when: (data) => !hasActivity(data), link: { to: paths.affiliateMarketplace, label: t.toMarketplace } }}
    >
      {(view) => (
        <>
          <AffiliateLinks data={view.data} />
          <PeriodFigures view={view} messages={t} figures={periodFigures(view.data)} pickerName="affiliate-period" />
          {!view.empty && (
            <FiguresChart data={view.data} figures={CHART_FIGURES} name="affiliate-figure" messages={t} />
          )}
          <CommissionBalance data={view.data} />
          {!view.empty && <RecentSalesTable rows={view.data.recent} fields={RECENT_FIELDS} texts={t.recent} />}
          <AffiliatePayouts />
        </>
      )}
    </PeriodDashboard>
  );
}
