import type { Product } from '@app/shared/contracts/catalog';
import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { LazyDemoDialog } from '@app/shared/ui/demo/LazyDemoDialog';
import { useDemoSelection } from '@app/shared/ui/demo/useDemoSelection';
import { Notice } from '@app/shared/ui/Notice';
import { Card } from '@app/shared/ui/Card';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { PendingProductItem, type ItemActions } from './PendingProductItem';
import { useProductsQueue } from './useProductsQueue';
import styles from './productsQueue.module.css';

const t = adminProductsQueueMessages;

/** Section 1: the products waiting for a moderator, each published or rejected (with a reason) here. */
export function PendingQueue() {
  const queue = useProductsQueue();
  const status = useActionStatus();
  const demo = useDemoSelection<Product>();
  const { state } = queue;

  const actions: ItemActions = {
    publish: (product) => {
      status.clear();
      void queue.publish(product).then((outcome) => {
        if (!outcome.ok) return status.failed(t.publishFailed(product.title, outcome.text));
        status.done(outcome.text);
        // The button is about to leave with its item: focus goes to what happened instead.
        status.focus();
      });
    },
    reject: async (product, reason) => {
      status.clear();
      const outcome = await queue.reject(product, reason);
      if (!outcome.ok) return outcome.text;
      status.done(outcome.text);
      return null;
    },
    showDemo: demo.show,
    afterDecision: () => status.statusRef.current,
  };

  return (
    <Card title={t.queueTitle}>
      <ActionStatus status={status} />
      {state.status === 'loading' && <Notice kind="loading" label={t.loading} />}
      {state.status === 'error' && (
        <Notice kind="error" title={t.loadFailed} onRetry={queue.retry}>
          {state.message}
        </Notice>
      )}
      {state.status === 'empty' && <Notice kind="empty">{t.empty}</Notice>}
      {state.status === 'ready' && (
        <>
          <p className="muted">{t.count(state.products.length)}</p>
          <ul className={styles.list}>
            {state.products.map((product) => (
              <PendingProductItem
                key={product.id}
                product={product}
                publishing={queue.publishing === product.id}
                busy={queue.publishing !== null}
                actions={actions}
              />
            ))}
          </ul>
        </>
      )}
      <LazyDemoDialog selection={demo} />
    </Card>
  );
}
