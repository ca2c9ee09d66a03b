import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import { Card } from '@app/shared/ui/Card';
import { ActionStatus, useActionStatus, type ActionStatusApi } from '@app/shared/ui/ActionStatus';
import { Decisions, type RefusalMessages } from '../../app/ActionDialog';
import { Loaded } from '@app/shared/ui/Loaded';
import { price, Thumbnail } from './PendingProductItem';
import { useUnpublish } from './useUnpublish';
import { Fact } from '../../app/Fact';
import styles from './productsQueue.module.css';

const t = adminProductsQueueMessages.unpublish;
const q = adminProductsQueueMessages;
/** Taking a product off sale asks for a reason as a refusal does. */
const refusal: RefusalMessages = {
  reject: t.action,
  rejectOf: t.actionOf,
  rejectTitle: t.dialogTitle,
  reason: t.reason,
  reasonRequired: t.reasonRequired,
  confirm: t.confirm,
  rejecting: t.busy,
  cancel: q.cancel,
};

type ItemProps = {
  product: Product;
  status: ActionStatusApi;
  unpublish: (product: Product, reason: string) => Promise<string | null>;
};

function LiveProductItem({ product, status, unpublish }: ItemProps) {
  return (
    <li className={styles.item}>
      <Thumbnail url={product.thumbnailUrl} />
      <div className={styles.body}>
        <h3 className={styles.title}>{product.title}</h3>
        <dl className={styles.facts}>
          <Fact label={q.creator}>{product.creatorName ?? q.unknownCreator}</Fact>
          <Fact label={q.price}>{price(product.price)}</Fact>
          <Fact label={q.category}>{product.categoryName}</Fact>
        </dl>
        <p className="muted">{t.sales(product.salesCount)}</p>
        <Decisions
          refusal={{
            messages: refusal,
            name: product.title,
            description: t.dialogBody,
            onReject: (reason) => unpublish(product, reason),
            focusAfterSuccess: () => status.statusRef.current,
          }}
        />
      </div>
    </li>
  );
}

/** Section 2: find a product on sale and take it off the marketplace, with a reason; buyers keep access. */
export function UnpublishSection() {
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const search = useUnpublish(submitted);
  const status = useActionStatus();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    status.clear();
    setSubmitted(term.trim());
  };

  const unpublish = async (product: Product, reason: string) => {
    status.clear();
    const error = await search.unpublish(product.id, reason);
    if (error) return error;
    status.done(t.done(product.title));
    return null;
  };

  return (
    <Card title={t.title}>
      <p className="muted">{t.lead}</p>
      <form className={styles.search} role="search" onSubmit={onSearch}>
        <Field
          id={inputId}
          label={t.search}
          hint={t.searchHint}
          type="search"
          maxLength={100}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t.submit}
        </Button>
      </form>
      <ActionStatus status={status} />
      {submitted !== null && (
        <Loaded query={search.query} messages={t} empty={t.none} items={(page) => page.items}>
          {({ items, total }) => (
            <>
              <p className="muted">{t.results(items.length, total)}</p>
              <ul className={styles.list} aria-label={t.resultsTitle}>
                {items.map((product) => (
                  <LiveProductItem key={product.id} product={product} status={status} unpublish={unpublish} />
                ))}
              </ul>
            </>
          )}
        </Loaded>
      )}
    </Card>
  );
}
