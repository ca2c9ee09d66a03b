import type { Product } from '@app/shared/contracts/catalog';
import { apiKey, useApiMutation, useApiQuery } from '@app/shared/data/query';

const PAGE_SIZE = 20;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'ready'; products: Product[]; total: number };

/**
 * Products on sale matching `term` (the public catalogue: only published products), once the admin has
 * searched (null: not yet; '' lists the newest). `unpublish` resolves with the server's refusal, or null.
 */
export function useUnpublish(term: string | null) {
  const input = { query: term || undefined, pageSize: PAGE_SIZE };
  const query = useApiQuery('listProducts', input, { enabled: term !== null });
  const mutation = useApiMutation('unpublishProduct', {
    // Gone from the results at once; the search is then asked again for the truth.
    onSuccess: (_product, { productId }, client) =>
      client.setQueryData<{ items: Product[]; total: number }>(apiKey('listProducts', input), (page) =>
        page
          ? { ...page, items: page.items.filter((item) => item.id !== productId), total: Math.max(0, page.total - 1) }
          : page,
      ),
  });

  let state: SearchState;
  if (term === null) state = { status: 'idle' };
  else if (query.data) {
    state =
      query.data.items.length === 0
        ? { status: 'empty' }
        : { status: 'ready', products: query.data.items, total: query.data.total };
  } else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = { status: 'loading' };

  const unpublish = (productId: string, reason: string): Promise<string | null> =>
    mutation.mutateAsync({ productId, reason }).then(
      () => null,
      (error: Error) => error.message,
    );

  return { state, retry: () => void query.refetch(), unpublish };
}
