// The signed-in user's wishlist as a small external store (one per page: this module is loaded once by the
// marketplace area), so every card and the product page show the same state. The server is the truth:
// loaded once per user, toggles are optimistic and rolled back when the call fails.
import { useSyncExternalStore } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import { messages } from '@app/shared/messages/vi';

export type WishlistSnapshot = {
  uid: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  ids: ReadonlySet<string>;
  pending: ReadonlySet<string>;
};

const EMPTY: WishlistSnapshot = { uid: null, status: 'idle', ids: new Set(), pending: new Set() };
let snapshot: WishlistSnapshot = EMPTY;
const listeners = new Set<() => void>();

function update(patch: Partial<WishlistSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Loads the wishlist of `uid` once (again after a failure); `null` forgets it (signed out). */
export function syncWishlistUser(uid: string | null): void {
  if (uid === null) {
    if (snapshot !== EMPTY) update(EMPTY);
    return;
  }
  if (snapshot.uid === uid && snapshot.status !== 'error') return;
  update({ uid, status: 'loading', ids: new Set(), pending: new Set() });
  api.getWishlist(null).then(
    (products) => {
      if (snapshot.uid === uid) update({ status: 'ready', ids: new Set(products.map((p) => p.id)) });
    },
    () => {
      if (snapshot.uid === uid) update({ status: 'error' });
    },
  );
}

const withItem = (set: ReadonlySet<string>, id: string, present: boolean) => {
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
};

/** Adds or removes `productId`; resolves to the new state, rejects with an ApiError (state rolled back). */
export async function toggleWishlist(productId: string): Promise<boolean> {
  const uid = snapshot.uid;
  const wanted = !snapshot.ids.has(productId);
  update({ ids: withItem(snapshot.ids, productId, wanted), pending: withItem(snapshot.pending, productId, true) });
  try {
    const result = wanted ? await api.addToWishlist({ productId }) : await api.removeFromWishlist({ productId });
    if (snapshot.uid === uid) {
      update({
        ids: withItem(snapshot.ids, productId, result.wishlisted),
        pending: withItem(snapshot.pending, productId, false),
      });
    }
    return result.wishlisted;
  } catch (error) {
    if (snapshot.uid === uid) {
      update({
        ids: withItem(snapshot.ids, productId, !wanted),
        pending: withItem(snapshot.pending, productId, false),
      });
    }
    throw error instanceof ApiError ? error : new ApiError('internal', messages.errors.generic);
  }
}

export const useWishlistSnapshot = () => useSyncExternalStore(subscribe, () => snapshot);

/** Tests only: back to the signed-out state. */
export const resetWishlistStore = () => update(EMPTY);
