import type { RefundRequest, RefundTab } from '@app/shared/contracts/refunds';
import { editPages, useApiMutation, useApiPages, type DataClient } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

export type { RefundTab };

/**
 * One tab's requests, a page at a time, in the server's order (pending and approved: newest asked first;
 * done, sent and rejected: last done first). Buyers ask and other admins decide meanwhile: asked again on
 * each visit.
 */
export const useRefunds = (state: RefundTab) => useApiPages('listRefundRequests', { state }, { staleTime: 0 });

/** A failure as the admin reads it: the server's own text (the client already put it in Vietnamese). */
const failureText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/** Takes a decided request out of the tab it was in at once, from whichever loaded page holds it. */
const leaves = (from: RefundTab) => ({
  onSuccess: (request: RefundRequest, _input: unknown, client: DataClient) => {
    editPages(client, 'listRefundRequests', { state: from }, (page) => ({
      ...page,
      requests: page.requests.filter((item) => item.id !== request.id),
    }));
  },
});

/** Approve (access revoked, sale reversed), reject (a reason the buyer sees), mark the money sent (reference). */
export function useDecideRefund() {
  const approving = useApiMutation('approveRefund', leaves('pending'));
  const rejecting = useApiMutation('rejectRefund', leaves('pending'));
  const sending = useApiMutation('markRefundSent', leaves('approved'));
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => failureText(error),
    );
  return {
    approve: (requestId: string, note: string) =>
      outcome(approving.mutateAsync({ requestId, ...(note ? { note } : {}) })),
    reject: (requestId: string, reason: string) => outcome(rejecting.mutateAsync({ requestId, reason })),
    markSent: (requestId: string, reference: string) => outcome(sending.mutateAsync({ requestId, reference })),
  };
}
