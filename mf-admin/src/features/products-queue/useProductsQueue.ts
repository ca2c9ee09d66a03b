import type { Product } from '@app/shared/contracts/catalog';
import { apiKey, useApiMutation, useApiQuery, type DataClient } from '@app/shared/data/query';
import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { kindOf } from './productsQueueView';

const t = adminProductsQueueMessages;

/** The decided product leaves the list at once; the list is then asked again (invalidation) for the truth. */
const dropFromQueue = (client: DataClient, productId: string) =>
  client.setQueryData<Product[]>(apiKey('listPendingProducts', null), (list) =>
    list?.filter((product) => product.id !== productId),
  );

// What a decision changes elsewhere: the catalogue, a product's page, the dashboard's counts.

/**
 * The moderation queue: new products and pending changes of published ones, oldest first. `publish` and
 * `reject` resolve with the text to show: `ok` says what happened, otherwise the server's refusal.
 */
export function useProductsQueue() {
  const query = useApiQuery('listPendingProducts', null);
  const moderate = useApiMutation('moderateProduct', {
    onSuccess: (_product, input, client) => dropFromQueue(client, input.productId),
  });

  const decide = (product: Product, decision: 'publish' | 'reject', reason?: string) =>
    moderate.mutateAsync({ productId: product.id, decision, reason }).then(
      () => {
        const changes = kindOf(product) === 'changes';
        if (decision === 'publish')
          return { ok: true, text: (changes ? t.changesAccepted : t.published)(product.title) };
        return { ok: true, text: (changes ? t.changesRejected : t.rejected)(product.title) };
      },
      (error: Error) => ({ ok: false, text: error.message }),
    );

  return {
    query,
    publish: (product: Product) => decide(product, 'publish'),
    reject: (product: Product, reason: string) => decide(product, 'reject', reason),
    /** The product being published, while its call runs. */
    publishing: moderate.isPending && moderate.variables?.decision === 'publish' ? moderate.variables.productId : null,
  };
}
