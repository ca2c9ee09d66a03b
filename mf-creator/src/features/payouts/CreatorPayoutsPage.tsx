import { creatorMessages } from '@app/shared/messages/creator';
import { usePayouts } from '@app/shared/money/usePayouts';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { BalanceSection } from '@app/shared/ui/payouts/BalanceSection';
import { PayoutRequests } from '@app/shared/ui/payouts/PayoutRequests';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { StatementSection } from './StatementSection';

const t = creatorMessages.payouts;

/**
 * /creator/payouts: balances from the ledger, the payout request, its history (the shared payout components,
 * the same as on the affiliate dashboard) and the creator's monthly statement.
 */
export function CreatorPayoutsPage() {
  const payouts = usePayouts();
  const { state, retry } = payouts;

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {state.status === 'loading' && <Notice kind="loading" label={t.loading} />}
      {state.status === 'error' && (
        <Notice kind="error" title={t.loadFailed} onRetry={retry}>
          {state.message}
        </Notice>
      )}
      {state.status === 'ready' && (
        <Stack>
          <BalanceSection overview={state.overview} />
          <PayoutRequests payouts={payouts} overview={state.overview} />
          <StatementSection />
        </Stack>
      )}
    </PageFrame>
  );
}
