import type { Product } from '@app/shared/contracts/catalog';
import { apiKey, useApiMutation, useApiQuery } from '@app/shared/data/query';

const PAGE_SIZE = 20;

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

  const unpublish = (productId: string, reason: string): Promise<string | null> =>
    mutation.mutateAsync({ productId, reason }).then(
      () => null,
      (error: Error) => error.message,
    );

  return { query, unpublish };
}
