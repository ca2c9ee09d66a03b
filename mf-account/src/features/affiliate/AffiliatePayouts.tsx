import { moneyMessages } from '@app/shared/messages/money';
import { usePayouts } from '@app/shared/money/usePayouts';
import { Notice } from '@app/shared/ui/Notice';
import { PayoutRequests } from '@app/shared/ui/payouts/PayoutRequests';
import { Card } from '@app/shared/ui/Card';

const t = moneyMessages.payouts;

/**
 * Paying out commission: the creators' payout engine and components (one request at a time, the same
 * minimum, the user's payment methods, the history). Its data loads on its own, so a failure here leaves
 * the affiliate figures in place.
 */
export function AffiliatePayouts() {
  const payouts = usePayouts();
  const { state, retry } = payouts;
  if (state.status !== 'ready') {
    return (
      <Card title={t.requestTitle}>
        {state.status === 'loading' ? (
          <Notice kind="loading" label={t.loading} />
        ) : (
          <Notice kind="error" title={t.loadFailed} onRetry={retry}>
            {state.message}
          </Notice>
        )}
      </Card>
    );
  }
  return <PayoutRequests payouts={payouts} overview={state.overview} />;
}
