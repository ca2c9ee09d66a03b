import { useEffect, useState } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import { useAuthStore } from '@app/shared/auth/store';
import type { Transaction } from '@app/shared/contracts/checkout';
import { messages } from '@app/shared/messages/vi';

/** How often a pending status is checked again. */
export const STATUS_POLL_MS = 4_000;

export type PaymentStatusState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; transaction: Transaction | null };

type Settled = { key: string; state: PaymentStatusState };

/**
 * The transaction named in the query (`?transactionId=`, from the checkout page), else the latest one.
 * Polls while pending; when it is paid, refreshes the profile so the library (SPEC §3) includes it.
 */
export function usePaymentStatus(transactionId: string | null): PaymentStatusState {
  const auth = useAuthStore((state) => state.status);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = transactionId ?? '';

  useEffect(() => {
    if (auth !== 'signed-in') return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refreshed = false;
    const load = async () => {
      try {
        const transaction = transactionId
          ? await api.getTransaction({ transactionId })
          : (await api.getLatestTransaction(null)).transaction;
        if (!alive) return;
        setSettled({ key, state: { status: 'loaded', transaction } });
        if (transaction?.status === 'paid' && !refreshed) {
          refreshed = true;
          // Loaded on demand: the session module pulls in Firebase Auth, which this page needs only now.
          const { refreshUser } = await import('@app/shared/auth/session');
          await refreshUser();
        }
        if (transaction?.status === 'pending') timer = setTimeout(() => void load(), STATUS_POLL_MS);
      } catch (error) {
        if (!alive) return;
        const message = error instanceof ApiError ? error.message : messages.errors.generic;
        setSettled({ key, state: { status: 'error', message } });
      }
    };
    void load();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [auth, key, transactionId]);

  if (auth === 'checking') return { status: 'loading' };
  if (auth === 'signed-out') return { status: 'signed-out' };
  return settled && settled.key === key ? settled.state : { status: 'loading' };
}
