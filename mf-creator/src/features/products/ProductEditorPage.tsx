// Loaded lazily (React.lazy in App.tsx): the editor, react-hook-form, zod and tus are only in this route's
// chunks, never in the creator area's first load.
import { useCallback, useRef, type MouseEvent } from 'react';
import { useApiQuery } from '@app/shared/data/query';
import { creatorMessages } from '@app/shared/messages/creator';
import { useLocation, useParams } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { ProductEditorForm } from './ProductEditorForm';
import styles from './Editor.module.css';

const t = creatorMessages.products.editor;

/** /creator/products/new and /creator/products/:productId/edit */
export default function ProductEditorPage() {
  const { productId } = useParams();
  const location = useLocation();
  const justCreated = (location.state as { saved?: boolean } | null)?.saved === true;
  const unsaved = useRef(false);
  const onUnsavedChange = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  // Leaving with unsaved changes asks first (the form's beforeunload guard covers closing the tab).
  const confirmLeave = (event: MouseEvent) => {
    if (unsaved.current && !window.confirm(t.leaveConfirm)) event.preventDefault();
  };
  // The creator's own list (every status) holds the product: there is no separate "my product" call.
  const products = useApiQuery('listMyProducts', null, { enabled: Boolean(productId) });
  const categories = useApiQuery('listCategories', null, { staleTime: Infinity });
  const product = productId ? (products.data?.find((item) => item.id === productId) ?? null) : null;

  const failed = (productId && products.error && !products.data) || (categories.error && !categories.data);
  const waiting = (productId && !products.data) || !categories.data;

  let body;
  if (failed) {
    body = (
      <Notice
        kind="error"
        onRetry={() => {
          void products.refetch();
          void categories.refetch();
        }}
      >
        {products.error ? creatorMessages.products.loadFailed : t.categoriesFailed}
      </Notice>
    );
  } else if (waiting || !categories.data) {
    body = <Notice kind="loading" label={t.loading} />;
  } else if (productId && !product) {
    body = <Notice kind="empty">{t.notFound}</Notice>;
  } else {
    body = (
      <ProductEditorForm
        key={product?.id ?? 'new'}
        product={product}
        categories={categories.data}
        justCreated={justCreated}
        onUnsavedChange={onUnsavedChange}
      />
    );
  }

  return (
    <PageFrame
      eyebrow={creatorMessages.products.eyebrow}
      title={productId ? t.titleEdit : t.titleNew}
      lead={t.lead}
      nav={areaNav}
    >
      <div className={styles.layout}>
        <p>
          <ButtonLink to={paths.creatorProducts} variant="ghost" size="sm" onClick={confirmLeave}>
            <span aria-hidden="true">← </span>
            {t.back}
          </ButtonLink>
        </p>
        {body}
      </div>
    </PageFrame>
  );
}
