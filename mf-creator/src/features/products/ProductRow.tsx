import type { Product } from '@app/shared/contracts/catalog';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { ConfirmDialog } from '@app/shared/ui/Dialog';
import { ProductThumb } from '@app/shared/ui/ProductThumb';
import { actionsFor, pendingFields } from './productStatus';
import type { ActionResult } from './useProductActions';
import styles from './Products.module.css';

const t = creatorMessages.products;

export const editPath = (productId: string) => `/creator/products/${encodeURIComponent(productId)}/edit`;

type Props = {
  product: Product;
  submitting: boolean;
  onPreview: (product: Product) => void;
  onSubmit: (product: Product) => void;
  /** Resolves with the outcome; a failure is shown in the dialog, which stays open for another try. */
  onArchive: (product: Product, archived: boolean) => Promise<ActionResult>;
  onDelete: (product: Product) => Promise<ActionResult>;
};

const inDialog = (result: ActionResult) => (result.ok ? null : result.message);

/** One of the creator's products: status, notes from review, and what can be done with it now. */
export function ProductRow({ product, submitting, onPreview, onSubmit, onArchive, onDelete }: Props) {
  const can = actionsFor(product);
  const changes = product.pendingChanges;
  return (
    <li className={styles.row}>
      <ProductThumb cover={product.media.cover} />
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>{product.title}</h3>
        <p className={styles.rowMeta}>
          <span className={`${styles.badge} ${styles[product.status]}`}>{t.status[product.status]}</span>
          <span>{product.price === 0 ? t.free : formatVnd(product.price)}</span>
          <span>{product.categoryName}</span>
          <span>{t.salesCount(product.salesCount)}</span>
        </p>
        {product.status === 'rejected' && (
          <p className={styles.reason}>{t.rejectedReason(product.rejectionReason ?? t.noReason)}</p>
        )}
        {changes &&
          (changes.rejectionReason ? (
            <p className={styles.reason}>{t.changesRejected(changes.rejectionReason)}</p>
          ) : (
            <p className={styles.note}>
              <strong>{t.changesPending}. </strong>
              {t.changesPendingBody(pendingFields(changes))}
            </p>
          ))}
      </div>
      <div className={styles.rowActions} role="group" aria-label={t.actionsLabel(product.title)}>
        <ButtonLink to={editPath(product.id)} variant="secondary" size="sm" aria-label={t.editOf(product.title)}>
          {t.edit}
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPreview(product)}
          aria-label={t.previewOf(product.title)}
        >
          {t.preview}
        </Button>
        {can.submit && (
          <Button
            size="sm"
            loading={submitting}
            onClick={() => onSubmit(product)}
            aria-label={t.submitOf(product.title)}
          >
            {submitting ? t.submitting : t.submit}
          </Button>
        )}
        {(can.archive || can.unarchive) && (
          <ConfirmDialog
            trigger={
              <Button
                variant="secondary"
                size="sm"
                aria-label={can.archive ? t.archiveOf(product.title) : t.unarchiveOf(product.title)}
              >
                {can.archive ? t.archive : t.unarchive}
              </Button>
            }
            title={can.archive ? t.archiveTitle : t.unarchiveTitle}
            description={can.archive ? t.archiveBody(product.title) : t.unarchiveBody(product.title)}
            confirmLabel={can.archive ? t.archive : t.unarchive}
            busyLabel={can.archive ? t.archiving : t.unarchiving}
            cancelLabel={t.keep}
            tone="primary"
            onConfirm={async () => inDialog(await onArchive(product, can.archive))}
          />
        )}
        {can.delete && (
          <ConfirmDialog
            trigger={
              <Button variant="danger" size="sm" aria-label={t.deleteOf(product.title)}>
                {t.delete}
              </Button>
            }
            title={t.deleteTitle}
            description={t.deleteBody(product.title)}
            confirmLabel={t.deleteConfirm}
            busyLabel={t.deleting}
            cancelLabel={t.keep}
            tone="danger"
            onConfirm={async () => inDialog(await onDelete(product))}
          />
        )}
      </div>
    </li>
  );
}
