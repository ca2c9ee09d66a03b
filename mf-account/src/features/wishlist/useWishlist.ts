import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import type { Product } from '@app/shared/contracts/catalog';
import { messages } from '@app/shared/messages/vi';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: Product[]; removing: ReadonlySet<string>; error: string | null };

const text = (error: unknown) => (error instanceof ApiError ? error.message : messages.errors.generic);

/** The signed-in user's wishlist from the server, and removal (the item leaves the list once the server agrees). */
export function useWishlist() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.getWishlist(null).then(
      (items) => current && setState({ status: 'ready', items, removing: new Set(), error: null }),
      (error: unknown) => current && setState({ status: 'error', message: text(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const remove = useCallback(async (productId: string) => {
    const mark = (on: boolean) =>
      setState((s) => {
        if (s.status !== 'ready') return s;
        const removing = new Set(s.removing);
        if (on) removing.add(productId);
        else removing.delete(productId);
        return { ...s, removing, error: null };
      });
    mark(true);
    try {
      await api.removeFromWishlist({ productId });
      setState((s) => (s.status === 'ready' ? { ...s, items: s.items.filter((item) => item.id !== productId) } : s));
      mark(false);
    } catch (error) {
      mark(false);
      setState((s) => (s.status === 'ready' ? { ...s, error: text(error) } : s));
    }
  }, []);

  return { state, retry, remove };
}
