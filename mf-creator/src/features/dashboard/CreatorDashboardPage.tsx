import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { PeriodDashboard } from '@app/shared/ui/PeriodDashboard';
import { PeriodFigures } from '@app/shared/ui/PeriodFigures';
import { RecentSalesTable } from '@app/shared/ui/RecentSalesTable';
import { areaNav } from '../../app/nav';
import { BalanceFigures } from './BalanceFigures';
import { periodFigures } from './periodFigures';
import { SalesChart } from './SalesChart';
import { TopProducts } from './TopProducts';

const t = creatorMessages.dashboard;

const RECENT_FIELDS = { title: 'productTitle', amount: 'price', share: 'net', undone: 'refunded' } as const;

/** Nothing sold yet: the notice alone says how to start, instead of charts and tables of zeros. */
const neverSold = (data: CreatorDashboard) => data.totals.count === 0 && data.recentSales.length === 0;

/**
 * /creator/dashboard: the creator's sales and earnings from the ledger (the same figures as /creator/payouts),
 * compared with the period before. A creator who has never sold anything is told how to start.
 */
export function CreatorDashboardPage() {
  return (
    <PeriodDashboard
      call="getCreatorDashboard"
      messages={t}
      nav={areaNav}
      empty={{ when: neverSold, link: { to: paths.creatorProducts, label: t.emptyAction } }}
    >
      {(view) =>
        !view.empty && (
          <>
            <PeriodFigures view={view} messages={t} figures={periodFigures(view.data)} />
            <SalesChart data={view.data} />
            <BalanceFigures data={view.data} />
            <TopProducts data={view.data} />
            <RecentSalesTable rows={view.data.recentSales} fields={RECENT_FIELDS} texts={t.recent} />
          </>
        )
      }
    </PeriodDashboard>
  );
}
