import type { Product } from '@app/shared/contracts/catalog';
import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { LazyDemoDialog } from '@app/shared/ui/demo/LazyDemoDialog';
import { useDemoSelection } from '@app/shared/ui/demo/useDemoSelection';
import { Card } from '@app/shared/ui/Card';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Loaded } from '@app/shared/ui/Loaded';
import { PendingProductItem, type ItemActions } from './PendingProductItem';
import { useProductsQueue } from './useProductsQueue';
import styles from './productsQueue.module.css';

const t = adminProductsQueueMessages;

/** Section 1: the products waiting for a moderator, each published or rejected (with a reason) here. */
export function PendingQueue() {
  const queue = useProductsQueue();
  const status = useActionStatus();
  const demo = useDemoSelection<Product>();

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
      <Loaded query={queue.query} messages={t} empty={t.empty}>
        {(products) => (
          <>
            <p className="muted">{t.count(products.length)}</p>
            <ul className={styles.list}>
              {products.map((product) => (
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
      </Loaded>
      <LazyDemoDialog selection={demo} />
    </Card>
  );
}
