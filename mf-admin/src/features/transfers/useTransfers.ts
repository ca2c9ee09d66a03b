import type { AdminTransfer } from '@app/shared/contracts/admin';
import { editPages, useApiMutation, useApiPages, type DataClient } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

export type TransferTab = 'open' | 'closed';

/**
 * One tab's transfers, a page at a time, in the server's order (open: newest received first; closed: last
 * settled first). The queue moves on its own (the bank's webhook, other admins): it is asked again on each visit.
 */
export const useTransfers = (state: TransferTab) => useApiPages('listBankTransfers', { state }, { staleTime: 0 });

/** Still waiting for an admin: unmatched, or matched with an excess not yet sent back (as the server lists). */
export const isOpen = (transfer: AdminTransfer) =>
  !transfer.resolvedAt && (transfer.status === 'unmatched' || (transfer.status === 'matched' && transfer.excess > 0));

/** An overpaid transfer paid its order already; only the excess is owed back, and it cannot be ignored. */
export const isOverpaid = (transfer: AdminTransfer) => transfer.reason === 'overpaid' || transfer.excess > 0;

/** What goes back to the sender when it is refunded: the excess of an overpaid one, else all of it. */
export const owedBack = (transfer: AdminTransfer) => (isOverpaid(transfer) ? transfer.excess : transfer.amount);

/** A failure as the admin reads it: the server's own text (the client already put it in Vietnamese). */
export const failureText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/**
 * Match, refund or ignore: the settled transfer leaves the open list at once, then both lists and the
 * dashboard's queue count are asked again (a match also pays an order: the buyer's library changes server-side).
 */
export function useSettleTransfer() {
  const options = {
    onSuccess: (transfer: AdminTransfer, _input: unknown, client: DataClient) => {
      // A match that paid too much stays in the queue, now as overpaid (its excess to send back), in whichever
      // loaded page holds it.
      const settled = (list: AdminTransfer[]) =>
        isOpen(transfer)
          ? list.map((item) => (item.id === transfer.id ? transfer : item))
          : list.filter((item) => item.id !== transfer.id);
      editPages(client, 'listBankTransfers', { state: 'open' }, (page) => ({
        ...page,
        transfers: settled(page.transfers),
      }));
    },
  };
  const matching = useApiMutation('matchTransfer', options);
  const closing = useApiMutation('closeTransfer', options);
  const settle = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => failureText(error),
    );
  return {
    /** Resolves with the matched transfer (overpaid when it paid more than the price), or an error text. */
    match: (transferId: number, orderId: string, note: string) =>
      matching.mutateAsync({ transferId, orderId, ...(note ? { note } : {}) }).then(
        (transfer) => ({ transfer }),
        (error: unknown) => ({ error: failureText(error) }),
      ),
    refund: (transferId: number, reference: string, note: string) =>
      settle(closing.mutateAsync({ transferId, resolution: 'refunded', reference, ...(note ? { note } : {}) })),
    ignore: (transferId: number, note: string) =>
      settle(closing.mutateAsync({ transferId, resolution: 'ignored', note })),
  };
}
