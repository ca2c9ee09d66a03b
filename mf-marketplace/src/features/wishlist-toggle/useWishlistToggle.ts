import type { Product } from '@app/shared/contracts/catalog';
import { apiKey, useApiMutation, useApiQuery, type DataClient } from '@app/shared/data/query';
import { useAuthStore } from '@app/shared/auth/store';

const WISHLIST = apiKey('getWishlist', null);

/**
 * The heart of one product: whether it is in the signed-in user's wishlist (the cached getWishlist answer,
 * the same one the account's /my/wishlist page reads and changes) and the toggle. The toggle changes the
 * cached list at once and puts it back if the server refuses; either way the list is fetched again after.
 */
export function useWishlistToggle(product: Product) {
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const wishlist = useApiQuery('getWishlist', null, { enabled: signedIn });

  const optimistic = (wanted: boolean) => ({
    onMutate: (_input: unknown, client: DataClient) => {
      const before = client.getQueryData<Product[]>(WISHLIST);
      client.setQueryData<Product[]>(WISHLIST, (list = []) =>
        wanted ? [...list.filter((p) => p.id !== product.id), product] : list.filter((p) => p.id !== product.id),
      );
      return () => client.setQueryData(WISHLIST, before);
    },
  });
  const add = useApiMutation('addToWishlist', optimistic(true));
  const remove = useApiMutation('removeFromWishlist', optimistic(false));

  const on = signedIn && Boolean(wishlist.data?.some((p) => p.id === product.id));
  const pending = add.isPending || remove.isPending;
  return {
    on,
    pending,
    loading: signedIn && wishlist.isPending,
    /** Resolves when the server has answered; rejects with its ApiError. */
    toggle: () => (on ? remove : add).mutateAsync({ productId: product.id }),
  };
}
