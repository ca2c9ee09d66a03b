// The payout engine's data on a page: the balance and history, the user's payout accounts, and the request
// with its idempotent key. One hook for creators (/creator/payouts) and affiliates (/my/affiliate/dashboard).
import { useRef, useState } from 'react';
import type { ApiError } from '@app/shared/api/client';
import type { PayoutOverview } from '@app/shared/contracts/ledger';
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';

const t = moneyMessages.payouts;

export type PayoutsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; overview: PayoutOverview };

export type MethodsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; methods: PayoutAccount[] };

export type PayoutRequest = { amount: number; paymentMethodId: string };

/** Failures after which the request may or may not have reached the server: only these are retried as-is. */
const UNCERTAIN: ReadonlySet<ApiError['code']> = new Set(['unavailable', 'deadline-exceeded', 'internal']);

/**
 * One requestKey per submission. It is made when a submission is first sent and kept while the same
 * submission (same amount, same account) is sent again after a failure that may have reached the server,
 * so the server answers the payout it already made instead of making a second one. An answered
 * submission (success or refusal) forgets it: the next one is new.
 */
function useSubmissionKey() {
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(request: PayoutRequest): string {
      const fingerprint = `${request.amount}|${request.paymentMethodId}`;
      if (pending.current?.fingerprint !== fingerprint) pending.current = { fingerprint, key: crypto.randomUUID() };
      return pending.current.key;
    },
    forget() {
      pending.current = null;
    },
  };
}

/** Balance and history, the payout accounts, the request and the confirmation of the last one sent. */
export function usePayouts() {
  const overview = useApiQuery('getPayoutOverview', null);
  const methods = useApiQuery('getPaymentMethods', null);
  const requesting = useApiMutation('requestPayout');
  const submission = useSubmissionKey();
  const [sent, setSent] = useState<string | null>(null);

  let state: PayoutsState;
  if (overview.data) state = { status: 'ready', overview: overview.data };
  else if (overview.isError && !overview.isFetching) state = { status: 'error', message: overview.error.message };
  else state = { status: 'loading' };

  let methodsState: MethodsState;
  if (methods.data) methodsState = { status: 'ready', methods: methods.data };
  else if (methods.isError && !methods.isFetching) methodsState = { status: 'error', message: methods.error.message };
  else methodsState = { status: 'loading' };

  /** Resolves with null when the payout was made, else with the Vietnamese reason. */
  async function request(input: PayoutRequest): Promise<string | null> {
    const requestKey = submission.keyFor(input);
    setSent(null);
    try {
      await requesting.mutateAsync({ ...input, requestKey });
      submission.forget();
      setSent(t.sent(formatVnd(input.amount)));
      return null;
    } catch (error) {
      const apiError = error as ApiError;
      if (UNCERTAIN.has(apiError.code)) return t.retryable;
      submission.forget();
      return apiError.message && apiError.message !== t.failed ? `${t.failed} ${apiError.message}` : t.failed;
    }
  }

  return {
    state,
    methodsState,
    retry: () => void overview.refetch(),
    retryMethods: () => void methods.refetch(),
    request,
    /** 'Đã gửi yêu cầu rút …' after a request was made, else null. */
    sent,
  };
}
