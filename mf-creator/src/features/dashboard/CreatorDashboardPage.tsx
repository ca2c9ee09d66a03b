import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { Notice } from '@app/shared/ui/Notice';
import { PeriodDashboard } from '@app/shared/ui/PeriodDashboard';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { BalanceFigures } from './BalanceFigures';
import { PeriodFigures } from './PeriodFigures';
import { RecentSales } from './RecentSales';
import { SalesChart } from './SalesChart';
import { TopProducts } from './TopProducts';

const t = creatorMessages.dashboard;

/**
 * /creator/dashboard: the creator's sales and earnings from the ledger (the same figures as /creator/payouts),
 * compared with the period before. A creator who has never sold anything is told how to start.
 */
export function CreatorDashboardPage() {
  return (
    <PeriodDashboard call="getCreatorDashboard" messages={t} nav={areaNav}>
      {({ data, days, onDays, updating }) =>
        data.totals.count === 0 && data.recentSales.length === 0 ? (
          <Notice
            kind="empty"
            title={t.emptyTitle}
            titleAs="h2"
            link={{ to: paths.creatorProducts, label: t.emptyAction }}
          >
            {t.emptyBody}
          </Notice>
        ) : (
          <Stack>
            <PeriodFigures data={data} days={days} onDays={onDays} updating={updating} />
            <SalesChart data={data} />
            <BalanceFigures data={data} />
            <TopProducts data={data} />
            <RecentSales data={data} />
          </Stack>
        )
      }
    </PeriodDashboard>
  );
}
