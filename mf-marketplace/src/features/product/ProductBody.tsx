import type { Product } from '@app/shared/contracts/catalog';
import { formatCount, formatVnd } from '@app/shared/format';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { vnDate } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { Markdown } from '@app/shared/ui/Markdown';
import { hasDemo } from '@app/shared/ui/demo/demo';
import { preloadDemo } from '@app/shared/ui/demo/LazyDemoDialog';
import { WishlistToggle } from '../wishlist-toggle/WishlistToggle';
import { BuyButton } from './BuyButton';
import { CreatorCard } from './CreatorCard';
import { Gallery } from './Gallery';
import { ProductVideo } from './ProductVideo';
import { RefundLine } from './RefundLine';
import { WhatYouGet } from './WhatYouGet';
import styles from './ProductPage.module.css';
import { RatingLine, REVIEWS_ANCHOR } from '../reviews/RatingLine';

type Props = { product: Product; description: string; onDemo: () => void };

/**
 * The product's page under its heading. Two columns from a tablet up: what it is (description, what the buyer
 * gets) beside what to do (price, buy, demo, refund line, facts, the creator); one column on a phone, the
 * price panel right after the description.
 */
export function ProductBody({ product, description, onDemo }: Props) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {/* Written by the creator: Markdown, rendered without raw HTML or scripts (lazy chunk). */}
        {description && <Markdown source={description} className={styles.description} />}
        <Gallery images={product.media.gallery} />
        {product.media.video && (
          <ProductVideo video={product.media.video} cover={product.media.cover} title={product.title} />
        )}
        <WhatYouGet items={product.whatYouGet} />
        {/* The product's reviews mount here, under what the buyer gets (features/reviews). */}
      </div>
      <div className={styles.side}>
        <aside className={styles.panel} aria-label={m.product.price}>
          <p className={styles.priceLabel}>{m.product.price}</p>
          <p className={styles.price} data-testid="product-price">
            {formatVnd(product.price)}
          </p>
          <RatingLine product={product} href={`#${REVIEWS_ANCHOR}`} />
          <BuyButton product={product} />
          <div className={styles.secondaryRow}>
            {/* A product without a demo has no "Dùng thử" button. */}
            {hasDemo(product) && (
              <Button
                variant="secondary"
                className={styles.demoButton}
                onClick={onDemo}
                onPointerEnter={preloadDemo}
                onFocus={preloadDemo}
              >
                {m.card.demo}
              </Button>
            )}
            <WishlistToggle product={product} withLabel />
          </div>
          <RefundLine price={product.price} />
        </aside>
        <dl className={styles.facts}>
          <div>
            <dt>{m.product.category}</dt>
            <dd>
              <Link to={paths.categoryFilter(product.categoryId)}>{product.categoryName}</Link>
            </dd>
          </div>
          <div>
            <dt>{m.product.sales}</dt>
            <dd>{formatCount(product.salesCount)}</dd>
          </div>
          <div>
            <dt>{m.product.updated}</dt>
            <dd>
              <time dateTime={product.updatedAt}>{vnDate(product.updatedAt)}</time>
            </dd>
          </div>
        </dl>
        <CreatorCard product={product} />
      </div>
    </div>
  );
}
