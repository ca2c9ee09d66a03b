import { apiKey, useApiMutation, useApiQuery, type DataClient, type Output } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

export type AdminPayout = Output<'listPayouts'>[number];

/** The requests waiting to be paid (the open queue). */
export const OPEN = { status: 'requested' } as const;

const newestDecisionFirst = (a: AdminPayout, b: AdminPayout) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '');

function useList(input: typeof OPEN | null, select: (payouts: AdminPayout[]) => AdminPayout[]) {
  return useApiQuery('listPayouts', input, { select, staleTime: 0 });
}

/** The open requests (the queue). */
export function useOpenPayouts() {
  return useList(OPEN, (payouts) => payouts);
}

/** Paid and failed requests, last decided first (asked only once the history tab is shown). */
export function usePayoutHistory() {
  return useList(null, (payouts) =>
    payouts.filter((payout) => payout.status !== 'requested').sort(newestDecisionFirst),
  );
}

/** A failure as the admin reads it: the server's own text (the client already put it in Vietnamese). */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/**
 * Paid (bank reference) or failed (reason): the decided request leaves the open list at once, then every
 * payout list and the dashboard's queue count are asked again.
 */
export function useSettlePayout() {
  const options = {
    onSuccess: (payout: AdminPayout, _input: unknown, client: DataClient) => {
      client.setQueryData<AdminPayout[]>(apiKey('listPayouts', OPEN), (list) =>
        list?.filter((item) => item.id !== payout.id),
      );
    },
  };
  const paid = useApiMutation('markPayoutPaid', options);
  const failed = useApiMutation('markPayoutFailed', options);
  return {
    markPaid: (payoutId: string, reference: string, overrideReason?: string) =>
      paid.mutateAsync({ payoutId, reference, ...(overrideReason ? { overrideReason } : {}) }).then(
        () => null,
        (error: unknown) => failureText(error),
      ),
    markFailed: (payoutId: string, reason: string) =>
      failed.mutateAsync({ payoutId, reason }).then(
        () => null,
        (error: unknown) => failureText(error),
      ),
  };
}
