import type { usePayouts } from '@app/shared/money/usePayouts';
import { PayoutHistory } from '@app/shared/ui/payouts/PayoutHistory';
import { RequestSection } from '@app/shared/ui/payouts/RequestSection';

type Payouts = ReturnType<typeof usePayouts>;
type Overview = Extract<Payouts['state'], { status: 'ready' }>['overview'];

/** Asking for a payout, then the payouts asked for so far: the same for a creator and an affiliate. */
export function PayoutRequests({ payouts, overview }: { payouts: Payouts; overview: Overview }) {
  return (
    <>
      <RequestSection
        overview={overview}
        methods={payouts.methodsState}
        retryMethods={payouts.retryMethods}
        sent={payouts.sent}
        onRequest={payouts.request}
      />
      <PayoutHistory payouts={overview.payouts} />
    </>
  );
}
