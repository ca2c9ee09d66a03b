import type { RefundRequest } from '@app/shared/contracts/refunds';
import { apiKey, useApiMutation, useApiQuery, type DataClient } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

export type RefundTab = 'pending' | 'approved' | 'done';

const PENDING = { status: 'pending' } as const;
const APPROVED = { status: 'approved' } as const;

const lastDecided = (a: RefundRequest, b: RefundRequest) =>
  (b.sentAt ?? b.decidedAt ?? '').localeCompare(a.sentAt ?? a.decidedAt ?? '');

/** One tab's requests: pending and approved as the server lists them; done = sent and rejected, last first. */
export function useRefunds(tab: RefundTab) {
  return useApiQuery('listRefundRequests', tab === 'pending' ? PENDING : tab === 'approved' ? APPROVED : null, {
    staleTime: 0,
    select: (requests) =>
      tab === 'done'
        ? requests.filter((request) => request.status === 'sent' || request.status === 'rejected').sort(lastDecided)
        : requests,
  });
}

/** A failure as the admin reads it: the server's own text (the client already put it in Vietnamese). */
const failureText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/** Takes a decided request out of the list it was in at once (the lists are asked again behind it). */
const leaves = (from: typeof PENDING | typeof APPROVED) => ({
  onSuccess: (request: RefundRequest, _input: unknown, client: DataClient) => {
    client.setQueryData<RefundRequest[]>(apiKey('listRefundRequests', from), (list) =>
      list?.filter((item) => item.id !== request.id),
    );
  },
});

/** Approve (access revoked, sale reversed), reject (a reason the buyer sees), mark the money sent (reference). */
export function useDecideRefund() {
  const approving = useApiMutation('approveRefund', leaves(PENDING));
  const rejecting = useApiMutation('rejectRefund', leaves(PENDING));
  const sending = useApiMutation('markRefundSent', leaves(APPROVED));
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
