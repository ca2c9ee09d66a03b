import { useEffect, useRef } from 'react';
import type { ApiError } from '@app/shared/api/client';
import { useAuthStore } from '@app/shared/auth/store';
import type { Order } from '@app/shared/contracts/checkout';
import { useApiQuery } from '@app/shared/data/query';
import { orderMessages } from '@app/shared/messages/orders';

/** How often an open payment page asks whether the transfer has arrived. */
export const POLL_MS = 3_000;

export type OrderState =
  { status: 'loading' } | { status: 'error'; message: string; retryable: boolean } | { status: 'loaded'; order: Order };

const t = orderMessages.checkout;

function errorState(error: ApiError): OrderState {
  if (error.code === 'not-found' || error.code === 'invalid-argument') {
    return { status: 'error', message: t.notFound, retryable: false };
  }
  if (error.code === 'permission-denied') return { status: 'error', message: t.forbidden, retryable: false };
  return { status: 'error', message: error.message, retryable: true };
}

/**
 * The order of a payment page (product checkout, course payment instructions, both behind the sign-in gate),
 * once the sign-in check has finished, polled while it is pending so the page notices the payment. `onPaid` runs once when a poll
 * sees it turn paid (opened when already paid, the page says so itself).
 */
export function useOrder(orderId: string | undefined, onPaid: () => void) {
  const auth = useAuthStore((state) => state.status);
  const id = orderId?.trim() ?? '';
  const query = useApiQuery(
    'getTransaction',
    { transactionId: id },
    {
      enabled: id !== '' && auth === 'signed-in',
      refetchInterval: (order) => (order?.status === 'pending' ? POLL_MS : false),
      // Always the server's word when the page opens (a cached answer may predate the payment).
      staleTime: 0,
    },
  );

  const status = query.data?.status;
  const seenPending = useRef(false);
  useEffect(() => {
    if (status === 'pending') seenPending.current = true;
    else if (status === 'paid' && seenPending.current) onPaid();
    // onPaid is a callback of the page; what matters is the status turning paid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  let state: OrderState;
  if (!id) state = { status: 'error', message: t.missingId, retryable: false };
  // Behind the sign-in gate: until the check has finished the page waits; a signed-out visitor never gets here.
  else if (auth !== 'signed-in') state = { status: 'loading' };
  else if (query.data) state = { status: 'loaded', order: query.data };
  // A failed poll keeps the page as it is and tries again; only the first load shows the error.
  else if (query.isError && !query.isFetching) state = errorState(query.error);
  else state = { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
