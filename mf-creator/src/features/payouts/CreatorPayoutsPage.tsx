import { creatorMessages } from '@app/shared/messages/creator';
import { usePayouts } from '@app/shared/money/usePayouts';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { BalanceSection } from '@app/shared/ui/payouts/BalanceSection';
import { PayoutHistory } from '@app/shared/ui/payouts/PayoutHistory';
import { RequestSection } from '@app/shared/ui/payouts/RequestSection';
import { Stack } from '@app/shared/ui/Card';
import { areaNav } from '../../app/nav';
import { StatementSection } from './StatementSection';

const t = creatorMessages.payouts;

/**
 * /creator/payouts: balances from the ledger, the payout request, its history (the shared payout components,
 * the same as on the affiliate dashboard) and the creator's monthly statement.
 */
export function CreatorPayoutsPage() {
  const { state, methodsState, retry, retryMethods, request, sent } = usePayouts();

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
          <RequestSection
            overview={state.overview}
            methods={methodsState}
            retryMethods={retryMethods}
            sent={sent}
            onRequest={request}
          />
          <PayoutHistory payouts={state.overview.payouts} />
          <StatementSection />
        </Stack>
      )}
    </PageFrame>
  );
}
