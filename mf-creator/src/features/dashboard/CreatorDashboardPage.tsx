import { useState } from 'react';
import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PeriodPicker, type Days } from '@app/shared/ui/charts/PeriodPicker';
import { areaNav } from '../../app/nav';
import { BalanceFigures } from './BalanceFigures';
import { PeriodFigures } from './PeriodFigures';
import { RecentSales } from './RecentSales';
import { SalesChart } from './SalesChart';
import { TopProducts } from './TopProducts';
import { useDashboard, type DashboardState } from './useDashboard';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import styles from './dashboard.module.css';

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
    <div className={money.stack}>
      <section className={money.card} aria-labelledby="dash-period-title" aria-busy={updating}>
        <div className={styles.periodHeader}>
          <h2 id="dash-period-title">{t.periodTitle(data.days)}</h2>
          <PeriodPicker days={days} onChange={setDays} />
        </div>
        {updating && (
          <p className={money.muted} role="status">
            {t.updating}
          </p>
        )}
        <PeriodFigures data={data} />
      </section>
      <SalesChart data={data} />
      <BalanceFigures data={data} />
      <TopProducts data={data} />
      <RecentSales data={data} />
    </div>
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
