import { useEffect, useRef } from 'react';
import type { MyCourse } from '@app/shared/contracts/academy';
import type { LibraryItem } from '@app/shared/contracts/profile';
import type { MyRefundRequest, ProductRefundEligibility, RefundEligibility } from '@app/shared/contracts/refunds';
import { refreshProfile } from '@app/shared/auth/refresh';
import { apiKey, useApiMutation, useApiQuery } from '@app/shared/data/query';

export type RefundInfo =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; eligibility: ProductRefundEligibility[]; requests: MyRefundRequest[] };

/** What a refund is asked for: a course of the academy or a product in the library. */
export type RefundItem = { kind: 'course'; courseId: string } | { kind: 'product'; productId: string };

/**
 * What the library needs for refunds: whether each owned product may be asked back (the server decides) and
 * the user's refund requests. An approved or sent request removes the product from the library on the
 * server; when one shows for a product still listed, the profile is fetched again so the list follows.
 */
export function useProductRefunds(library: readonly LibraryItem[]) {
  const hasProducts = library.some((item) => item.kind === 'product');
  const eligibility = useApiQuery('listMyProductRefundEligibility', null, { enabled: hasProducts, staleTime: 0 });
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
  if (requests.data && (!hasProducts || eligibility.data)) {
    info = { status: 'ready', eligibility: eligibility.data ?? [], requests: requests.data };
  } else if (failed(requests) || (hasProducts && failed(eligibility))) info = { status: 'error' };
  else info = { status: 'loading' };

  return {
    info,
    retry: () => {
      if (requests.isError) void requests.refetch();
      if (eligibility.isError) void eligibility.refetch();
    },
  };
}

/** The item's state once the server has recorded a request: that request is open, so none more is offered. */
const requested = (refund: RefundEligibility, request: MyRefundRequest): RefundEligibility => ({
  ...refund,
  eligible: false,
  blockedBy: 'requested',
  request: { id: request.id, status: request.status, reason: request.reason, decisionNote: request.decisionNote },
});

/**
 * Asks a course's or a product's money back. The server's answer shows at once (the course's new
 * eligibility; the product's request), then what it changed is asked again.
 */
export function useRequestRefund() {
  const course = useApiMutation('requestCourseRefund', {
    onSuccess: (refund, input, client) => {
      client.setQueryData<MyCourse[]>(apiKey('listMyCourses', null), (courses) =>
        courses?.map((item) => (item.courseId === input.courseId ? { ...item, refund } : item)),
      );
    },
  });
  const product = useApiMutation('requestProductRefund', {
    onSuccess: (request, input, client) => {
      client.setQueryData<MyRefundRequest[]>(apiKey('listMyRefundRequests', null), (list) => [
        request,
        ...(list ?? []).filter((item) => item.id !== request.id),
      ]);
      client.setQueryData<ProductRefundEligibility[]>(apiKey('listMyProductRefundEligibility', null), (list) =>
        list?.map((item) =>
          item.productId === input.productId ? { ...item, refund: requested(item.refund, request) } : item,
        ),
      );
    },
  });
  return async (item: RefundItem, reason: string): Promise<void> => {
    if (item.kind === 'course') await course.mutateAsync({ courseId: item.courseId, reason });
    else await product.mutateAsync({ productId: item.productId, reason });
  };
}
