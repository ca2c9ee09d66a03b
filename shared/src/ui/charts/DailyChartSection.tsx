import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { moneyMessages } from '@app/shared/messages/money';
import { Button } from '@app/shared/ui/Button';
import type { DailyPoint, DailyUnit } from '@app/shared/ui/charts/DailyBarChart';
import { Notice } from '@app/shared/ui/Notice';
import { Card, CardActions } from '@app/shared/ui/Card';
import styles from './charts.module.css';

const t = moneyMessages.charts;

// Its own chunk, fetched when a dashboard first shows a chart: the library is the dashboards' cost only.
const DailyBarChart = lazy(() => import('@app/shared/ui/charts/DailyBarChart'));

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

type Props = {
  /** The card's h2. */
  title: string;
  /** Above the chart (e.g. which figure to draw). */
  controls?: ReactNode;
  /** The bars; keep the array's identity between renders (useMemo), a new one redraws. */
  points: DailyPoint[];
  unit: DailyUnit;
  /** What the chart shows, for screen readers (period and total). */
  label: string;
  seriesLabel: string;
  /** The same figures as a table: shown on demand, and in the chart's place if it cannot load. */
  table: (id?: string) => ReactNode;
};

/** A daily bar chart (uPlot, loaded lazily) with its accessible alternative, a data table shown on demand. */
export function DailyChartSection({ title, controls, points, unit, label, seriesLabel, table }: Props) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Card title={title}>
      {controls && <div className={styles.controls}>{controls}</div>}
      <ChartBoundary
        fallback={
          <>
            <Notice kind="info">{t.chartFailed}</Notice>
            {table()}
          </>
        }
      >
        {points.every((point) => point.value === 0) ? (
          // Nothing to draw: said in words, not as an empty axis.
          <Notice kind="empty">{t.empty}</Notice>
        ) : (
          <Suspense
            fallback={
              <div className={styles.chartPlaceholder}>
                <Notice kind="loading" label={t.chartLoading} />
              </div>
            }
          >
            <DailyBarChart points={points} unit={unit} label={label} seriesLabel={seriesLabel} />
          </Suspense>
        )}
        <CardActions>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable(!showTable)}
          >
            {showTable ? t.hideTable : t.showTable}
          </Button>
        </CardActions>
        <div id={tableId} hidden={!showTable} className={styles.tableBelow}>
          {showTable && table()}
        </div>
      </ChartBoundary>
    </Card>
  );
}
