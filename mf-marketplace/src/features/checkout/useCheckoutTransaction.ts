import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import { useAuthStore } from '@app/shared/auth/store';
import type { Transaction } from '@app/shared/contracts/checkout';
import { checkoutMessages } from '@app/shared/messages/checkout';
import { messages } from '@app/shared/messages/vi';

/** How often an open checkout asks whether the transfer has arrived. */
export const POLL_MS = 3_000;

export type CheckoutState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'loaded'; transaction: Transaction };

const t = checkoutMessages.checkout;

function errorState(error: unknown): CheckoutState {
  if (!(error instanceof ApiError)) return { status: 'error', message: messages.errors.generic, retryable: true };
  if (error.code === 'not-found' || error.code === 'invalid-argument') {
    return { status: 'error', message: t.notFound, retryable: false };
  }
  if (error.code === 'permission-denied') return { status: 'error', message: t.forbidden, retryable: false };
  return { status: 'error', message: error.message, retryable: true };
}

type Settled = { key: string; state: CheckoutState };

/**
 * Loads the transaction once the sign-in check has finished, then polls it while it is pending so the
 * page notices the payment. `onPaid` runs once when a poll (or the first load) sees it paid.
 */
export function useCheckoutTransaction(transactionId: string | undefined, onPaid: () => void) {
  const auth = useAuthStore((state) => state.status);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${transactionId ?? ''}:${attempt}`;
  const id = transactionId?.trim();

  useEffect(() => {
    if (!id || auth !== 'signed-in') return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (first: boolean) => {
      try {
        const transaction = await api.getTransaction({ transactionId: id });
        if (!alive) return;
        setSettled({ key, state: { status: 'loaded', transaction } });
        // Seen turning paid while the page is open: move on. Opened when already paid: the page says so.
        if (transaction.status === 'paid' && !first) return onPaid();
        if (transaction.status === 'pending') timer = setTimeout(() => void load(false), POLL_MS);
      } catch (error) {
        if (!alive) return;
        // A failed poll keeps the page as it is and tries again; only the first load shows the error.
        if (first) setSettled({ key, state: errorState(error) });
        else timer = setTimeout(() => void load(false), POLL_MS);
      }
    };
    void load(true);
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
    // onPaid is a navigation callback; the poll restarts only for a new id, sign-in state or retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, auth, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: CheckoutState;
  if (!id) state = { status: 'error', message: t.missingId, retryable: false };
  else if (auth === 'checking') state = { status: 'loading' };
  else if (auth === 'signed-out') state = { status: 'signed-out' };
  else state = settled && settled.key === key ? settled.state : { status: 'loading' };
  return { state, retry };
}
