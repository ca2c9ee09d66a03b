import { useEffect, useState } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import type { Transaction } from '@app/shared/contracts/checkout';
import { messages } from '@app/shared/messages/vi';

/** While purchases are pending, they are checked again this often (the bank webhook confirms them). */
export const PENDING_POLL_MS = 5_000;

export type PendingState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: Transaction[] };

async function refreshProfile(): Promise<void> {
  // On demand: the session module pulls in Firebase Auth.
  const { refreshUser } = await import('@app/shared/auth/session');
  await refreshUser();
}

/**
 * The signed-in user's pending purchases. When one of them leaves the pending list (paid, expired), the
 * profile is fetched again so the owned list (the profile's library, SPEC §3) shows the new item.
 */
export function usePendingPurchases(): PendingState {
  const [state, setState] = useState<PendingState>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous: string[] | null = null;
    const load = async () => {
      try {
        const items = await api.listMyTransactions({ status: 'pending' });
        if (!alive) return;
        setState({ status: 'ready', items });
        const ids = items.map((item) => item.id);
        // First load: the profile may predate a payment made since sign-in. Later: something settled.
        if (previous === null || previous.some((id) => !ids.includes(id))) await refreshProfile();
        previous = ids;
        if (alive && ids.length > 0) timer = setTimeout(() => void load(), PENDING_POLL_MS);
      } catch (error) {
        if (!alive) return;
        if (previous === null) {
          setState({ status: 'error', message: error instanceof ApiError ? error.message : messages.errors.generic });
        } else {
          timer = setTimeout(() => void load(), PENDING_POLL_MS);
        }
      }
    };
    void load();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, []);

  return state;
}
