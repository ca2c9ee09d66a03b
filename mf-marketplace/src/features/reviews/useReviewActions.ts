import { useState } from 'react';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { useAuthStore } from '@app/shared/auth/store';
import { commonMessages } from '@app/shared/messages/common';
import { myReviewState } from './reviewsView';

/** A refusal in the server's own words (the client already put them in Vietnamese). */
const failureText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/** Runs a call; resolves to null once done, or to the words of its refusal (what FormDialog shows). */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => failureText(error),
  );

/** What a viewer can do with a review: mark it helpful, report it, answer it (the product's creator). */
export function useReviewActions() {
  const voting = useApiMutation('voteReview');
  const reporting = useApiMutation('reportReview');
  const replying = useApiMutation('replyToReview');
  return {
    vote: (reviewId: number, helpful: boolean) => outcome(voting.mutateAsync({ reviewId, helpful })),
    voting: voting.isPending ? voting.variables?.reviewId : undefined,
    report: (reviewId: number, reason: string) =>
      outcome(reporting.mutateAsync({ reviewId, ...(reason ? { reason } : {}) })),
    reply: (reviewId: number, reply: string) => outcome(replying.mutateAsync({ reviewId, reply })),
  };
}

/** The viewer's own review of the product and whether they are changing it (a tagged state: reviewsView.ts). */
export function useMyReview(productId: string) {
  const signedIn = useAuthStore((s) => s.user !== null);
  const query = useApiQuery('getMyReview', { productId }, { enabled: signedIn });
  const [editing, setEditing] = useState(false);
  return {
    state: myReviewState(signedIn, query, editing),
    edit: () => setEditing(true),
    stopEditing: () => setEditing(false),
    retry: () => void query.refetch(),
  };
}
