import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import { DailyTable } from './DailyTable';
import money from '../money/money.module.css';
import styles from './dashboard.module.css';

const t = creatorMessages.dashboard;

// Its own chunk, fetched when the dashboard first shows a chart: the library is this page's cost only.
const DailySalesChart = lazy(() => import('./DailySalesChart'));

/** A chart that cannot load (an old deployment's chunk, a network failure) leaves the table in its place. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The daily sales chart with its accessible alternative, a data table shown on demand. */
export function SalesChart({ data }: { data: CreatorDashboard }) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  const total = formatVnd(data.daily.reduce((sum, point) => sum + point.gross, 0));
  return (
    <section className={money.card} aria-labelledby="dash-chart-title">
      <h2 id="dash-chart-title">{t.chartTitle}</h2>
      <ChartBoundary
        fallback={
          <>
            <Notice kind="info">{t.chartFailed}</Notice>
            <DailyTable data={data} />
          </>
        }
      >
        <Suspense
          fallback={
            <div className={styles.chartPlaceholder}>
              <Notice kind="loading" label={t.chartLoading} />
            </div>
          }
        >
          <DailySalesChart daily={data.daily} label={t.chartLabel(data.days, total)} seriesLabel={t.gross} />
        </Suspense>
        <div className={money.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={table}
            aria-controls={tableId}
            onClick={() => setTable(!table)}
          >
            {table ? t.hideTable : t.showTable}
          </Button>
        </div>
        <div id={tableId} hidden={!table} className={styles.tableBelow}>
          {table && <DailyTable data={data} />}
        </div>
      </ChartBoundary>
    </section>
  );
}
