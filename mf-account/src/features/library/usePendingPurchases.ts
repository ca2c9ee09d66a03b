import { useEffect, useRef } from 'react';
import type { Order } from '@app/shared/contracts/checkout';
import { useApiQuery } from '@app/shared/data/query';
import { refreshProfile } from '@app/shared/auth/refresh';

/** While purchases are pending, they are checked again this often (the bank webhook confirms them). */
export const PENDING_POLL_MS = 5_000;

export type PendingState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: Order[] };

/**
 * The signed-in user's pending purchases, polled while there are any. When one of them leaves the pending
 * list (paid, expired) — and on the first answer, since the profile may predate a payment made since
 * sign-in — the profile is fetched again so the owned list (the profile's library, docs/product.md §3) shows it.
 */
export function usePendingPurchases(): PendingState {
  const query = useApiQuery(
    'listMyTransactions',
    { status: 'pending' },
    {
      refetchInterval: (items) => (items && items.length > 0 ? PENDING_POLL_MS : false),
      staleTime: 0,
    },
  );

  const ids = query.data?.map((item) => item.id).join(',');
  const previous = useRef<string[] | null>(null);
  useEffect(() => {
    if (ids === undefined) return;
    const now = ids ? ids.split(',') : [];
    if (previous.current === null || previous.current.some((id) => !now.includes(id))) void refreshProfile();
    previous.current = now;
  }, [ids]);

  if (query.data) return { status: 'ready', items: query.data };
  // A failed poll keeps the list as it is (and polling goes on); only a failed first load is an error.
  if (query.isError && !query.isFetching) return { status: 'error', message: query.error.message };
  return { status: 'loading' };
}
