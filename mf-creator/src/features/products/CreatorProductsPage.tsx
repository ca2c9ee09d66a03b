import { useState } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { useApiQuery } from '@app/shared/data/query';
import { creatorMessages } from '@app/shared/messages/creator';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { LoadedList } from '@app/shared/ui/Loaded';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { PreviewDialog } from './PreviewDialog';
import { ProductRow } from './ProductRow';
import { useProductActions, type ActionResult } from './useProductActions';
import styles from './Products.module.css';

const t = creatorMessages.products;

export const NEW_PRODUCT_PATH = '/creator/products/new';

/** /creator/products: the creator's products in every status, with what can be done to each. */
export function CreatorProductsPage() {
  const query = useApiQuery('listMyProducts', null);
  const actions = useProductActions();
  const [previewing, setPreviewing] = useState<Product | null>(null);
  const status = useActionStatus();

  const report = (result: ActionResult) => {
    if (result.ok) status.done(result.message);
    else status.failed(result.message);
    return result;
  };
  // A confirmed action that fails says so in its dialog (which stays open); the page tells successes.
  const reportSuccess = (result: ActionResult) => {
    if (result.ok) status.done(result.message);
    return result;
  };

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <section className={styles.listSection} aria-labelledby="products-title">
        <div className={styles.listHeader}>
          <h2 id="products-title">{t.listTitle}</h2>
          <ButtonLink to={NEW_PRODUCT_PATH}>{t.create}</ButtonLink>
        </div>
        <ActionStatus status={status} />
        <LoadedList
          query={query}
          messages={t}
          empty={{ title: t.empty, body: t.emptyHint }}
          className={styles.list}
          itemKey={(product) => product.id}
        >
          {(product) => (
            <ProductRow
              product={product}
              submitting={actions.submittingId === product.id}
              onPreview={setPreviewing}
              onSubmit={(p) => void actions.submit(p).then(report)}
              onArchive={(p, archived) => actions.setArchived(p, archived).then(reportSuccess)}
              onDelete={(p) => actions.remove(p).then(reportSuccess)}
            />
          )}
        </LoadedList>
      </section>
      <PreviewDialog product={previewing} onClose={() => setPreviewing(null)} />
    </PageFrame>
  );
}
