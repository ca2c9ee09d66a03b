import { useEffect, useRef } from 'react';
import type { LibraryItem } from '@app/shared/contracts/profile';
import type { MyRefundRequest } from '@app/shared/contracts/refunds';
import { refreshProfile } from '@app/shared/auth/refresh';
import { apiKey, useApiMutation, useApiQuery } from '@app/shared/data/query';
import type { Transaction } from '@app/shared/contracts/checkout';

export type RefundInfo =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; paid: Transaction[]; requests: MyRefundRequest[] };

const PAID = { status: 'paid' } as const;

/**
 * What the library needs for refunds: the paid orders (when each product was paid: the window) and the
 * user's refund requests. An approved or sent request removes the product from the library on the server;
 * when one shows for a product still listed, the profile is fetched again so the list follows.
 */
export function useProductRefunds(library: readonly LibraryItem[]) {
  const hasProducts = library.some((item) => item.kind === 'product');
  const paid = useApiQuery('listMyTransactions', PAID, { enabled: hasProducts, staleTime: 0 });
  const requests = useApiQuery('listMyRefundRequests', null, { staleTime: 0 });

  const refreshed = useRef(new Set<string>());
  useEffect(() => {
    const gone = (requests.data ?? []).filter(
      (request) =>
        request.kind === 'product' &&
        (request.status === 'approved' || request.status === 'sent') &&
        library.some((item) => item.kind === 'product' && item.productId === request.itemId) &&
        !refreshed.current.has(request.id),
    );
    if (gone.length === 0) return;
    // Once per request: a product bought again after its refund stays listed, and must not loop.
    gone.forEach((request) => refreshed.current.add(request.id));
    void refreshProfile();
  }, [requests.data, library]);

  const failed = (query: { isError: boolean; isFetching: boolean }) => query.isError && !query.isFetching;
  let info: RefundInfo;
  if (requests.data && (!hasProducts || paid.data)) {
    info = { status: 'ready', paid: paid.data ?? [], requests: requests.data };
  } else if (failed(requests) || (hasProducts && failed(paid))) info = { status: 'error' };
  else info = { status: 'loading' };

  return {
    info,
    retry: () => {
      if (requests.isError) void requests.refetch();
      if (paid.isError) void paid.refetch();
    },
  };
}

/** Asks a product's money back; the new request shows at once, then the list is asked again. */
export function useRequestProductRefund() {
  return useApiMutation('requestProductRefund', {
    onSuccess: (request, _input, client) => {
      client.setQueryData<MyRefundRequest[]>(apiKey('listMyRefundRequests', null), (list) => [
        request,
        ...(list ?? []).filter((item) => item.id !== request.id),
      ]);
    },
  });
}
