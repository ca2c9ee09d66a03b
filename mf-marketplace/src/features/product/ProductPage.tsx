import { useEffect, useState } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { useApiQuery } from '@app/shared/data/query';
import { productFrame, splitLead } from '@app/shared/catalog/product-frame';
import { formatCount, formatVnd } from '@app/shared/format';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link, useParams } from '@app/shared/router';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import { loadMarkdown, Markdown, markdownLoaded } from '@app/shared/ui/Markdown';
import { LazyDemoDialog, preloadDemo } from '@app/shared/ui/demo/LazyDemoDialog';
import { useDemoSelection } from '@app/shared/ui/demo/useDemoSelection';
import { WishlistToggle } from '../wishlist-toggle/WishlistToggle';
import { MediaPicture } from '@app/shared/ui/MediaPicture';
import { PRODUCT_COVER_SIZES } from '@app/shared/media/picture';
import { BuyButton } from './BuyButton';
import { Gallery } from './Gallery';
import { ProductVideo } from './ProductVideo';
import styles from './ProductPage.module.css';
import { PendingPage } from '../../app/PendingPage';

/** /product/:productId — details, price, creator, demo, wishlist, buy (or open when owned). */
export function ProductPage() {
  const { productId = '' } = useParams();
  const { data, error, refetch } = useApiQuery('getProduct', { productId });
  // The description's renderer downloads beside the product. The product's heading shows as soon as the
  // product is in; its body (description, facts, price panel) when the renderer is too: all in one frame, so
  // the text never arrives after the facts below it and pushes them down (CLS).
  const [rendererReady, setRendererReady] = useState(markdownLoaded);
  useEffect(() => {
    if (rendererReady) return;
    let live = true;
    // A failed download shows the details anyway (the description then tries again on its own).
    const ready = () => live && setRendererReady(true);
    loadMarkdown().then(ready, ready);
    return () => {
      live = false;
    };
  }, [rendererReady]);

  if (!data) {
    return <PendingPage messages={m.product} error={error} onRetry={() => void refetch()} />;
  }
  return <ProductDetails product={data} bodyReady={rendererReady} />;
}

function ProductDetails({ product, bodyReady }: { product: Product; bodyReady: boolean }) {
  const demo = useDemoSelection<Product>();
  // Eyebrow, title and the description's first paragraph when it is plain text (the lead): the frame the
  // shell's HTML paints from the early answer, drawn again here in the same boxes (catalog/product-frame.ts).
  const frame = productFrame(product);
  const { rest } = splitLead(product.description);
  return (
    <PageFrame {...frame}>
      {/* The page's largest picture (its LCP): drawn with the product, first in line (the shell's boot script
          preloaded it from the early answer), its box reserved by its width and height. */}
      {product.media.cover && (
        <MediaPicture
          image={product.media.cover}
          alt=""
          sizes={PRODUCT_COVER_SIZES}
          priority="high"
          className={styles.cover}
        />
      )}
      {bodyReady ? (
        <ProductBody product={product} description={rest} onDemo={() => demo.show(product)} />
      ) : (
        <Notice kind="loading" />
      )}
      <LazyDemoDialog selection={demo} />
    </PageFrame>
  );
}

function ProductBody({ product, description, onDemo }: { product: Product; description: string; onDemo: () => void }) {
  return (
    <div className={styles.layout}>
      <section className={styles.main}>
        {/* Written by the creator: Markdown, rendered without raw HTML or scripts (lazy chunk). */}
        {description && <Markdown source={description} className={styles.description} />}
        <Gallery images={product.media.gallery} />
        {product.media.video && <ProductVideo video={product.media.video} cover={product.media.cover} />}
        <dl className={styles.facts}>
          <div>
            <dt>{m.product.creator}</dt>
            <dd>
              <Link to={paths.creatorProfile(product.creatorId)}>{product.creatorName ?? m.card.unknownCreator}</Link>
            </dd>
          </div>
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
        </dl>
      </section>
      <aside className={styles.panel} aria-label={m.product.price}>
        <p className={styles.priceLabel}>{m.product.price}</p>
        <p className={styles.price} data-testid="product-price">
          {formatVnd(product.price)}
        </p>
        <BuyButton product={product} />
        <div className={styles.secondaryRow}>
          <Button
            variant="secondary"
            className={styles.demoButton}
            onClick={onDemo}
            onPointerEnter={preloadDemo}
            onFocus={preloadDemo}
          >
            {m.card.demo}
          </Button>
          <WishlistToggle product={product} withLabel />
        </div>
      </aside>
    </div>
  );
}
