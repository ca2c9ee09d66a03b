import type { Product } from '@app/shared/contracts/catalog';
import { useApiQuery } from '@app/shared/data/query';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { useParams } from '@app/shared/router';
import { Notice } from '@app/shared/ui/Notice';
import { PersonAvatar } from '@app/shared/ui/PersonAvatar';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { ProductGrid } from '../catalog/ProductGrid';
import { LazyDemoDialog } from '@app/shared/ui/demo/LazyDemoDialog';
import { useDemoSelection } from '@app/shared/ui/demo/useDemoSelection';
import { vnDate } from '@app/shared/time/vietnam';
import styles from './CreatorProfilePage.module.css';
import { PendingPage } from '../../app/PendingPage';

/** /creator-profile/:creatorId — the public profile with the creator's published products. */
export function CreatorProfilePage() {
  const { creatorId = '' } = useParams();
  const { data, error, refetch } = useApiQuery('getPublicCreatorProfile', { creatorId });
  const demo = useDemoSelection<Product>();

  if (!data) {
    return <PendingPage messages={m.creator} error={error} onRetry={() => void refetch()} />;
  }

  const { creator, products } = data;
  const name = creator.displayName ?? m.card.unknownCreator;
  return (
    <PageFrame eyebrow={m.creator.eyebrow} title={name}>
      <section className={styles.profile} aria-label={m.creator.title}>
        <PersonAvatar className={styles.avatar} name={name} photoURL={creator.photoURL} size={72} />
        <div>
          {creator.bio && <p className={styles.bio}>{creator.bio}</p>}
          <p className={styles.meta}>
            {m.creator.productCount(products.length)} · {m.creator.joined(vnDate(creator.joinedAt))}
          </p>
        </div>
      </section>
      <h2 className={styles.heading}>{m.creator.products}</h2>
      {products.length === 0 ? (
        <Notice kind="empty">{m.creator.noProducts}</Notice>
      ) : (
        <ProductGrid products={products} loading={false} onDemo={demo.show} headingLevel="h3" />
      )}
      <LazyDemoDialog selection={demo} />
    </PageFrame>
  );
}
