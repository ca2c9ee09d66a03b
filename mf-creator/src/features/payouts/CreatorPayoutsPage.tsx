import { useState } from 'react';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { BalanceSection } from './BalanceSection';
import { PayoutHistory } from './PayoutHistory';
import { RequestSection } from './RequestSection';
import { StatementSection } from './StatementSection';
import { usePayouts, type PayoutRequest } from './usePayouts';
import money from '../money/money.module.css';

const t = creatorMessages.payouts;

/** /creator/payouts: balances from the ledger, the payout request, its history and the monthly statement. */
export function CreatorPayoutsPage() {
  const { state, methodsState, retry, retryMethods, request } = usePayouts();
  const [sent, setSent] = useState<string | null>(null);

  async function onRequest(input: PayoutRequest) {
    setSent(null);
    const failure = await request(input);
    if (!failure) setSent(t.sent(formatVnd(input.amount)));
    return failure;
  }

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {state.status === 'loading' && <Notice kind="loading" label={t.loading} />}
      {state.status === 'error' && (
        <Notice kind="error" title={t.loadFailed} onRetry={retry}>
          {state.message}
        </Notice>
      )}
      {state.status === 'ready' && (
        <div className={money.stack}>
          <BalanceSection overview={state.overview} />
          <RequestSection
            overview={state.overview}
            methods={methodsState}
            retryMethods={retryMethods}
            sent={sent}
            onRequest={onRequest}
          />
          <PayoutHistory payouts={state.overview.payouts} />
          <StatementSection />
        </div>
      )}
    </PageFrame>
  );
}
