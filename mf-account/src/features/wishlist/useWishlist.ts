import type { Product } from '@app/shared/contracts/catalog';
import { apiKey, useApiMutation, useApiQuery } from '@app/shared/data/query';

/**
 * The signed-in user's wishlist — the same cached getWishlist answer the marketplace's hearts read — and
 * removal: the item leaves the list once the server agrees, and every screen reading the list refreshes.
 */
export function useWishlist() {
  const query = useApiQuery('getWishlist', null);
  const removal = useApiMutation('removeFromWishlist', {
    onSuccess: (_result, { productId }, client) =>
      client.setQueryData<Product[]>(apiKey('getWishlist', null), (list) =>
        list?.filter((item) => item.id !== productId),
      ),
  });
  const retrying = query.isError && query.isFetching;
  return {
    loading: query.isPending || retrying,
    error: query.isError && !retrying ? query.error.message : null,
    items: query.data ?? null,
    retry: () => void query.refetch(),
    remove: (productId: string) => removal.mutate({ productId }),
    /** The product being removed (its button waits), and why the last removal failed. */
    removing: removal.isPending ? removal.variables?.productId : undefined,
    removeError: removal.error?.message ?? null,
  };
}
