import { api } from '@app/shared/api/client';
import type { Product } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link, useParams } from '@app/shared/router';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Spinner } from '@app/shared/ui/Spinner';
import { useLoad } from '../../app/useLoad';
import { ProductGrid } from '../catalog/ProductGrid';
import { LazyDemoDialog } from '../demo/LazyDemoDialog';
import { useDemoSelection } from '../demo/useDemoSelection';
import styles from './CreatorProfilePage.module.css';

const dateVi = (iso: string) => new Date(iso).toLocaleDateString('vi-VN');

/** /creator-profile/:creatorId — the public profile with the creator's published products. */
export function CreatorProfilePage() {
  const { creatorId = '' } = useParams();
  const state = useLoad(`creator:${creatorId}`, () => api.getPublicCreatorProfile({ creatorId }));
  const demo = useDemoSelection<Product>();

  if (state.status !== 'ready') {
    return (
      <PageFrame eyebrow={m.creator.eyebrow} title={m.creator.title} lead={m.creator.lead}>
        {state.status === 'loading' ? (
          <Spinner />
        ) : (
          <div className={styles.state} role="alert">
            <p>
              {state.code === 'not-found' || state.code === 'invalid-argument' ? m.creator.notFound : state.message}
            </p>
            <Link to="/">{m.product.backToCatalog}</Link>
          </div>
        )}
      </PageFrame>
    );
  }

  const { creator, products } = state.data;
  const name = creator.displayName ?? m.card.unknownCreator;
  return (
    <PageFrame eyebrow={m.creator.eyebrow} title={name}>
      <section className={styles.profile} aria-label={m.creator.title}>
        {creator.photoURL ? (
          <img className={styles.avatar} src={creator.photoURL} alt="" width={72} height={72} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          {creator.bio && <p className={styles.bio}>{creator.bio}</p>}
          <p className={styles.meta}>
            {m.creator.productCount(products.length)} · {m.creator.joined(dateVi(creator.joinedAt))}
          </p>
        </div>
      </section>
      <h2 className={styles.heading}>{m.creator.products}</h2>
      {products.length === 0 ? (
        <p className={styles.state}>{m.creator.noProducts}</p>
      ) : (
        <ProductGrid products={products} loading={false} onDemo={demo.show} headingLevel="h3" />
      )}
      <LazyDemoDialog
        product={demo.selected}
        open={demo.open}
        onOpenChange={demo.onOpenChange}
        onCloseAutoFocus={demo.onCloseAutoFocus}
      />
    </PageFrame>
  );
}
