import type { Product } from '@app/shared/contracts/catalog';
import { useApiQuery } from '@app/shared/data/query';
import { formatVnd } from '@app/shared/format';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Loaded } from '@app/shared/ui/Loaded';
import { PersonAvatar } from '@app/shared/ui/PersonAvatar';
import { PageSection } from './PageSection';
import { CREATOR_OTHERS_COUNT, othersThan } from './related';
import styles from './ProductPage.module.css';

const messages = { loading: m.product.creatorLoading, loadFailed: m.product.creatorFailed };

/** Who made the product: their picture, bio and a few of their other products, from their public profile. */
export function CreatorCard({ product }: { product: Pick<Product, 'id' | 'creatorId'> }) {
  const profile = useApiQuery('getPublicCreatorProfile', { creatorId: product.creatorId });
  return (
    <PageSection id="product-creator" title={m.product.creatorCard} className={styles.creatorCard}>
      <Loaded query={profile} messages={messages}>
        {({ creator, products }) => {
          const name = creator.displayName ?? m.card.unknownCreator;
          const others = othersThan(products, product.id, CREATOR_OTHERS_COUNT);
          return (
            <>
              <div className={styles.creatorHead}>
                <PersonAvatar className={styles.creatorAvatar} name={name} photoURL={creator.photoURL} size={56} />
                <div>
                  <p className={styles.creatorName}>
                    <Link to={paths.creatorProfile(creator.uid)}>{name}</Link>
                  </p>
                  <p className={styles.creatorMeta}>{m.creator.productCount(creator.productCount)}</p>
                </div>
              </div>
              {creator.bio && <p className={styles.creatorBio}>{creator.bio}</p>}
              {others.length > 0 && (
                <>
                  <h3 className={styles.othersTitle}>{m.product.otherProducts}</h3>
                  <ul className={styles.others}>
                    {others.map((other) => (
                      <li key={other.id}>
                        <Link to={paths.product(other.id)}>{other.title}</Link>
                        <span className={styles.otherPrice}>{formatVnd(other.price)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </Loaded>
    </PageSection>
  );
}
