import { useEffect } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import type { Order } from '@app/shared/contracts/checkout';
import { useApiQuery } from '@app/shared/data/query';
import { refreshProfile } from '@app/shared/auth/refresh';

/** How often a pending status is checked again. */
export const STATUS_POLL_MS = 4_000;

export type PaymentStatusState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; order: Order | null };

const pollWhilePending = (order: Order | null | undefined) => (order?.status === 'pending' ? STATUS_POLL_MS : false);

/**
 * The order named in the query (`?transactionId=`, from the checkout page), else the latest one.
 * Polls while pending; when it is paid, refreshes the profile once so the library (docs/product.md §3) includes it.
 */
export function usePaymentStatus(orderId: string | null): PaymentStatusState {
  const auth = useAuthStore((state) => state.status);
  const signedIn = auth === 'signed-in';
  const byId = useApiQuery(
    'getTransaction',
    { transactionId: orderId ?? '' },
    {
      enabled: signedIn && orderId !== null,
      refetchInterval: pollWhilePending,
    },
  );
  const latest = useApiQuery('getLatestTransaction', null, {
    enabled: signedIn && orderId === null,
    refetchInterval: (data) => pollWhilePending(data?.transaction),
  });
  const query = orderId !== null ? byId : latest;
  const order = orderId !== null ? byId.data : latest.data?.transaction;
  const paid = order?.status === 'paid';

  useEffect(() => {
    if (!paid) return;
    void refreshProfile();
  }, [paid]);

  // Behind the sign-in gate: a signed-out visitor never gets here.
  if (!signedIn) return { status: 'loading' };
  if (query.isPending) return { status: 'loading' };
  // A failed poll keeps what was shown; only a first load that failed shows the error.
  if (query.data === undefined) return { status: 'error', message: query.error?.message ?? '' };
  return { status: 'loaded', order: order ?? null };
}
