import { apiKey, useApiMutation, useApiQuery, type Output } from '@app/shared/data/query';

export type Application = Output<'listCreatorApplications'>[number];
export type ApplicationStatus = Application['status'];

/**
 * The creator applications with one status (newest first). `review` resolves with the server's refusal, or
 * null once decided: the application then leaves the pending list at once, and every list is asked again.
 */
export function useApplications(status: ApplicationStatus) {
  const query = useApiQuery('listCreatorApplications', { status });
  const mutation = useApiMutation('reviewCreatorApplication', {
    onSuccess: (_result, { applicationId }, client) =>
      client.setQueryData<Application[]>(apiKey('listCreatorApplications', { status: 'pending' }), (list) =>
        list?.filter((item) => item.id !== applicationId),
      ),
  });

  const review = (applicationId: string, decision: 'approve' | 'reject', reason?: string): Promise<string | null> =>
    mutation.mutateAsync({ applicationId, decision, reason }).then(
      () => null,
      (error: Error) => error.message,
    );

  return { query, review };
}
