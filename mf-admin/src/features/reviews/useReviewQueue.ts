import type { ReportedReview } from '@app/shared/contracts/reviews';
import { apiKey, useApiMutation, useApiQuery, type DataClient } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

export type ReviewTab = 'open' | 'hidden';

/** One tab of the queue, as the server orders it (open: oldest report first; hidden: latest first). */
export function useReviewQueue(tab: ReviewTab) {
  return useApiQuery('listReportedReviews', { status: tab }, { staleTime: 0 });
}

/** A failure as the admin reads it: the server's own text (the client already put it in Vietnamese). */
const failureText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/** A decided review leaves the tab it was in at once (the lists are asked again behind it). */
const leaves = (review: ReportedReview, _input: unknown, client: DataClient) => {
  for (const status of ['open', 'hidden'] as const) {
    const stays = status === 'open' ? review.openReports > 0 : review.hiddenAt !== null;
    if (!stays) {
      client.setQueryData<ReportedReview[]>(apiKey('listReportedReviews', { status }), (list) =>
        list?.filter((item) => item.id !== review.id),
      );
    }
  }
};

/** Hide (with the reason the author is shown) or keep: resolves to null once done, or to the refusal's words. */
export function useDecideReview() {
  const deciding = useApiMutation('moderateReview', { onSuccess: leaves });
  return (reviewId: number, decision: 'hide' | 'keep', reason: string) =>
    deciding.mutateAsync({ reviewId, decision, ...(reason ? { reason } : {}) }).then(
      () => null,
      (error: unknown) => failureText(error),
    );
}
