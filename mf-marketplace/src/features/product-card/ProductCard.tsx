import type { Product } from '@app/shared/contracts/catalog';
import { useAuthStore } from '@app/shared/auth/store';
import { descriptionSummary } from '@app/shared/catalog/summary';
import { formatVnd } from '@app/shared/format';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonAnchor, ButtonLink } from '@app/shared/ui/ButtonLink';
import { MediaPicture } from '@app/shared/ui/MediaPicture';
import { CARD_COVER_SIZES, CARD_MAX_WIDTH } from '@app/shared/media/picture';
import { ownsProduct } from '@app/shared/auth/ownsProduct';
import { hasDemo } from '@app/shared/ui/demo/demo';
import { preloadDemo } from '@app/shared/ui/demo/LazyDemoDialog';
import { WishlistToggle } from '../wishlist-toggle/WishlistToggle';
import { RatingLine } from '../reviews/RatingLine';
import styles from './ProductCard.module.css';

type Props = {
  product: Product;
  onDemo: (product: Product) => void;
  headingLevel?: 'h2' | 'h3';
  /** How soon its cover loads: the grid's first row at once (the very first card first), the rest when near. */
  coverPriority?: 'high' | 'eager' | 'lazy';
};

/**
 * Up to 520 px the card is the compact one, its cover a 112 px thumbnail (ProductCard.module.css): a phone then
 * takes the 320 px picture up to two device pixels per CSS pixel and the 640 px one at three, not one sized
 * for the whole screen.
 */
const COVER_SIZES = `(max-width: 520px) 112px, ${CARD_COVER_SIZES}`;

/** One product of a grid: cover, title (to the detail page), creator, price, demo, open or details, wishlist. */
export function ProductCard({ product, onDemo, headingLevel: Heading = 'h2', coverPriority = 'lazy' }: Props) {
  const owned = useAuthStore((s) => ownsProduct(s.user?.library, product.id));
  const { cover } = product.media;
  return (
    <article className={styles.card} data-product-id={product.id}>
      {/* The title beside it names the product: the picture adds nothing a screen reader needs. */}
      {cover && (
        <MediaPicture
          image={cover}
          alt=""
          sizes={COVER_SIZES}
          maxWidth={CARD_MAX_WIDTH}
          priority={coverPriority}
          className={styles.cover}
        />
      )}
      <div className={styles.top}>
        <p className={styles.category}>
          {product.categoryName}
          {product.subcategoryName ? ` · ${product.subcategoryName}` : ''}
        </p>
        <WishlistToggle product={product} />
      </div>
      <Heading className={styles.title}>
        <Link to={paths.product(product.id)} className={styles.titleLink}>
          {product.title}
        </Link>
      </Heading>
      <p className={styles.creator}>
        {m.card.by}{' '}
        <Link to={paths.creatorProfile(product.creatorId)}>{product.creatorName ?? m.card.unknownCreator}</Link>
      </p>
      <p className={styles.description}>{descriptionSummary(product.description)}</p>
      <RatingLine product={product} className={styles.rating} />
      <p className={styles.price}>{formatVnd(product.price)}</p>
      <div className={styles.actions}>
        {/* A product without a demo has no "Dùng thử" button at all. */}
        {hasDemo(product) && (
          <Button
            variant="secondary"
            className={styles.action}
            onClick={() => onDemo(product)}
            onPointerEnter={preloadDemo}
            onFocus={preloadDemo}
            aria-label={m.card.demoOf(product.title)}
          >
            {m.card.demo}
          </Button>
        )}
        {owned && product.appUrl ? (
          <ButtonAnchor className={styles.action} href={product.appUrl} target="_blank" rel="noopener noreferrer">
            {m.card.openApp}
          </ButtonAnchor>
        ) : (
          <ButtonLink
            className={styles.action}
            to={paths.product(product.id)}
            aria-label={`${m.card.details}: ${product.title}`}
          >
            {m.card.details}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

/** Placeholder of a card while the page loads (same size: no layout shift). */
export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${styles.bar} ${styles.coverBar}`} />
      <span className={styles.bar} style={{ width: '40%' }} />
      <span className={styles.bar} style={{ width: '80%', height: 22 }} />
      <span className={styles.bar} style={{ width: '50%' }} />
      <span className={styles.bar} style={{ width: '100%', height: 48 }} />
      <span className={styles.bar} style={{ width: '45%', height: 20 }} />
      <span className={styles.bar} style={{ width: '30%', height: 22 }} />
      <span className={styles.bar} style={{ width: '100%', height: 40 }} />
    </div>
  );
}
