import type { Product } from '@app/shared/contracts/catalog';
import { formatVnd } from '@app/shared/format';
import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { ButtonAnchor } from '@app/shared/ui/ButtonLink';
import { hasDemo } from '@app/shared/ui/demo/demo';
import { preloadDemo } from '@app/shared/ui/demo/LazyDemoDialog';
import { Decisions } from '../../app/ActionDialog';
import { PendingChanges } from './PendingChanges';
import { PreviewButton } from './PreviewButton';
import { changeRows, kindOf, proposed, submittedAt } from './productsQueueView';
import { Fact } from '../../app/Fact';
import styles from './productsQueue.module.css';

const t = adminProductsQueueMessages;

export type ItemActions = {
  publish: (product: Product) => void;
  reject: (product: Product, reason: string) => Promise<string | null>;
  showDemo: (product: Product) => void;
  /** Where focus goes once the item has left the list. */
  afterDecision: () => HTMLElement | null;
};

type Props = { product: Product; publishing: boolean; busy: boolean; actions: ItemActions };

export const price = (amount: number) => (amount === 0 ? t.free : formatVnd(amount));

export function Thumbnail({ url }: { url: string | null }) {
  if (url) return <img className={styles.thumb} src={url} alt="" width={160} height={90} loading="lazy" />;
  return (
    <div className={styles.thumb}>
      <span>{t.noThumbnail}</span>
    </div>
  );
}

/** One product waiting for a decision: what it is, who made it, what changes, and the moderator's actions. */
export function PendingProductItem({ product, publishing, busy, actions }: Props) {
  const kind = kindOf(product);
  const shown = proposed(product);
  const category = [product.categoryName, product.subcategoryName].filter(Boolean).join(' · ');
  return (
    <li className={styles.item}>
      <Thumbnail url={product.thumbnailUrl} />
      <div className={styles.body}>
        <p className={kind === 'changes' ? styles.kindChanges : styles.kindNew}>
          {kind === 'changes' ? t.kindChanges : t.kindNew}
        </p>
        <h3 className={styles.title}>{product.title}</h3>
        <dl className={styles.facts}>
          <Fact label={t.creator}>{product.creatorName ?? t.unknownCreator}</Fact>
          <Fact label={t.price}>{price(product.price)}</Fact>
          <Fact label={t.category}>{category}</Fact>
          {/* An outside page every visitor's browser will open: the moderator sees where it points. */}
          {shown.demoType === 'embed' && shown.demoUrl && (
            <Fact label={t.demoUrl}>
              <span className={styles.breakAnywhere}>{shown.demoUrl}</span>
            </Fact>
          )}
          <Fact label={t.submittedAt}>
            <time dateTime={submittedAt(product)}>{vnDateTime(submittedAt(product))}</time>
          </Fact>
        </dl>
        {kind === 'changes' && <PendingChanges title={product.title} rows={changeRows(product)} />}
        <div className={styles.actions}>
          <PreviewButton product={product} />
          {hasDemo(shown) && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.demoOf(shown.title)}
              onMouseEnter={preloadDemo}
              onFocus={preloadDemo}
              onClick={() => actions.showDemo(shown)}
            >
              {t.demo}
            </Button>
          )}
          {shown.appUrl && (
            <ButtonAnchor
              variant="ghost"
              size="sm"
              href={shown.appUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.openAppOf(shown.title)}
            >
              {t.openApp}
            </ButtonAnchor>
          )}
        </div>
        <Decisions
          accept={
            <Button
              size="sm"
              loading={publishing}
              disabled={busy && !publishing}
              aria-label={t.publishOf(product.title)}
              onClick={() => actions.publish(product)}
            >
              {publishing ? t.publishing : t.publish}
            </Button>
          }
          refusal={{
            messages: t,
            name: product.title,
            description: kind === 'changes' ? t.rejectChangesBody : t.rejectBody,
            disabled: busy,
            onReject: (reason) => actions.reject(product, reason),
            focusAfterSuccess: actions.afterDecision,
          }}
        />
      </div>
    </li>
  );
}
