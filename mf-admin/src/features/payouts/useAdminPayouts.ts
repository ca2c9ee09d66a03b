import type { AdminPayout, PayoutTab } from '@app/shared/contracts/ledger';
import { editPages, useApiMutation, useApiPages, type DataClient } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

export type { AdminPayout };

/**
 * One tab's payouts, a page at a time, in the server's order (open: newest asked first; decided: last decided
 * first). The queue moves on its own (new requests, refunds, other admins): it is asked again on each visit.
 */
export const usePayoutTab = (state: PayoutTab) => useApiPages('listPayouts', { state }, { staleTime: 0 });

/** A failure as the admin reads it: the server's own text (the client already put it in Vietnamese). */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/**
 * Paid (bank reference) or failed (reason): the decided request leaves the open tab at once, from whichever
 * loaded page holds it, then every payout list and the dashboard's queue count are asked again.
 */
export function useSettlePayout() {
  const options = {
    onSuccess: (payout: AdminPayout, _input: unknown, client: DataClient) => {
      editPages(client, 'listPayouts', { state: 'open' }, (page) => ({
        ...page,
        payouts: page.payouts.filter((item) => item.id !== payout.id),
      }));
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
