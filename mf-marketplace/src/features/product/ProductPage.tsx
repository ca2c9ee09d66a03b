import { api } from '@app/shared/api/client';
import type { Product } from '@app/shared/contracts/catalog';
import { formatVnd } from '@app/shared/format';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link, useParams } from '@app/shared/router';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Spinner } from '@app/shared/ui/Spinner';
import { useLoad } from '../../app/useLoad';
import { LazyDemoDialog, preloadDemo } from '../demo/LazyDemoDialog';
import { useDemoSelection } from '../demo/useDemoSelection';
import { WishlistToggle } from '../wishlist-toggle/WishlistToggle';
import { BuyButton } from './BuyButton';
import styles from './ProductPage.module.css';

/** /product/:productId — details, price, creator, demo, wishlist, buy (or open when owned). */
export function ProductPage() {
  const { productId = '' } = useParams();
  const state = useLoad(`product:${productId}`, () => api.getProduct({ productId }));

  if (state.status !== 'ready') {
    return (
      <PageFrame eyebrow={m.product.eyebrow} title={m.product.title} lead={m.product.lead}>
        {state.status === 'loading' ? (
          <Spinner />
        ) : (
          <div className={styles.state} role="alert">
            <p>
              {state.code === 'not-found' || state.code === 'invalid-argument' ? m.product.notFound : state.message}
            </p>
            <Link to="/">{m.product.backToCatalog}</Link>
          </div>
        )}
      </PageFrame>
    );
  }
  return <ProductDetails product={state.data} />;
}

function ProductDetails({ product }: { product: Product }) {
  const demo = useDemoSelection<Product>();
  return (
    <PageFrame
      eyebrow={product.subcategoryName ? `${product.categoryName} · ${product.subcategoryName}` : product.categoryName}
      title={product.title}
    >
      <div className={styles.layout}>
        <section className={styles.main}>
          <p className={styles.description}>{product.description}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{m.product.creator}</dt>
              <dd>
                <Link to={`/creator-profile/${product.creatorId}`}>{product.creatorName ?? m.card.unknownCreator}</Link>
              </dd>
            </div>
            <div>
              <dt>{m.product.category}</dt>
              <dd>
                <Link to={`/?cat=${product.categoryId}`}>{product.categoryName}</Link>
              </dd>
            </div>
            <div>
              <dt>{m.product.sales}</dt>
              <dd>{product.salesCount.toLocaleString('vi-VN')}</dd>
            </div>
          </dl>
        </section>
        <aside className={styles.panel} aria-label={m.product.price}>
          <p className={styles.priceLabel}>{m.product.price}</p>
          <p className={styles.price} data-testid="product-price">
            {formatVnd(product.price)}
          </p>
          <BuyButton product={product} />
          <div className={styles.secondaryRow}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => demo.show(product)}
              onPointerEnter={preloadDemo}
              onFocus={preloadDemo}
            >
              {m.card.demo}
            </button>
            <WishlistToggle productId={product.id} title={product.title} withLabel />
          </div>
        </aside>
      </div>
      <LazyDemoDialog
        product={demo.selected}
        open={demo.open}
        onOpenChange={demo.onOpenChange}
        onCloseAutoFocus={demo.onCloseAutoFocus}
      />
    </PageFrame>
  );
}
