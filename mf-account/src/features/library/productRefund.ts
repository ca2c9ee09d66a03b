// Whether a product in the library may be asked back, and what its refund request says. The
// server checks the same again when asked (paid orders only, within the window, one open request at a time).
import type { Transaction } from '@app/shared/contracts/checkout';
import type { LibraryItem } from '@app/shared/contracts/profile';
import { PRODUCT_REFUND_WINDOW_DAYS } from '@app/shared/contracts/limits';
import type { MyRefundRequest } from '@app/shared/contracts/refunds';
import { accountMessages } from '@app/shared/messages/account';

const t = accountMessages.libraryRefund;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RefundOffer = {
  /** The 'Yêu cầu hoàn tiền' button is offered. */
  canRequest: boolean;
  /** End of the window (the order's payment + PRODUCT_REFUND_WINDOW_DAYS), when the order is known. */
  deadline: Date | null;
  /** The request to show on the item (the one for this order, or one still open), if any. */
  request: MyRefundRequest | null;
};

const NONE: RefundOffer = { canRequest: false, deadline: null, request: null };
const OPEN: ReadonlySet<MyRefundRequest['status']> = new Set(['pending', 'approved']);

const latestBy = <T>(items: T[], at: (item: T) => string) =>
  items.reduce<T | null>((latest, item) => (latest && at(latest) >= at(item) ? latest : item), null);

/** The item's refund: offered while the window is open and no request for the product is open. */
export function refundOffer(
  item: LibraryItem,
  paid: readonly Transaction[],
  requests: readonly MyRefundRequest[],
  now: Date,
): RefundOffer {
  if (item.kind !== 'product') return NONE;
  const order = latestBy(
    paid.filter(
      (transaction) =>
        transaction.kind === 'product' &&
        transaction.productId === item.productId &&
        transaction.status === 'paid' &&
        transaction.paidAt !== null,
    ),
    (transaction) => transaction.paidAt ?? '',
  );
  const mine = requests.filter((request) => request.kind === 'product' && request.itemId === item.productId);
  // A request of an earlier order (bought again after a refund) does not belong on the item now owned.
  const request = latestBy(
    mine.filter((candidate) => candidate.orderId === order?.id || OPEN.has(candidate.status)),
    (candidate) => candidate.createdAt,
  );
  if (!order?.paidAt || order.price <= 0) return { ...NONE, request };
  const deadline = new Date(Date.parse(order.paidAt) + PRODUCT_REFUND_WINDOW_DAYS * DAY_MS);
  // One open request at a time (as the server allows): a rejected one may be asked again within the window.
  const open = mine.some((candidate) => OPEN.has(candidate.status));
  return { canRequest: !open && now.getTime() < deadline.getTime(), deadline, request };
}

/** What a request's status says to the buyer. */
export function refundStatusText(request: Pick<MyRefundRequest, 'status' | 'decisionNote'>): string {
  if (request.status === 'rejected') return t.status.rejected(request.decisionNote);
  return t.status[request.status];
}
