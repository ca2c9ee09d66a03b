import { ApiError } from '@app/shared/api/client';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import type { PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { accountMessages } from '@app/shared/messages/account';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; accounts: PayoutAccount[] };
export type NewPayoutAccount = { bankName: string; accountNumber: string; accountHolder: string };

const t = accountMessages.payment;

/** A server reason worth showing after docs/product.md §8's text (the user can fix it); never raw internals. */
function reason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return ['invalid-argument', 'aborted', 'resource-exhausted', 'permission-denied', 'not-found'].includes(error.code)
    ? error.message
    : null;
}

export function failure(base: string, error: unknown): string {
  const extra = reason(error);
  return extra && extra !== base ? `${base} ${extra}` : base;
}

/** The user's payout accounts: load, add and delete, each failing with docs/product.md §8's message. */
export function usePayoutAccounts() {
  const query = useApiQuery('getPaymentMethods', null);
  const adding = useApiMutation('addPaymentMethod');
  const deleting = useApiMutation('deletePaymentMethod');

  const retrying = query.isError && query.isFetching;
  const load: Load = query.data
    ? { status: 'ready', accounts: query.data }
    : query.isError && !retrying
      ? { status: 'error' }
      : { status: 'loading' };

  /** Resolves with an error text, or null on success. */
  const add = (input: NewPayoutAccount): Promise<string | null> =>
    adding.mutateAsync(input).then(
      () => null,
      (error: unknown) => failure(t.addFailed, error),
    );

  const remove = (accountId: string): Promise<string | null> =>
    deleting.mutateAsync({ methodId: accountId }).then(
      () => null,
      (error: unknown) => failure(t.deleteFailed, error),
    );

  return { load, reload: () => void query.refetch(), add, remove };
}
