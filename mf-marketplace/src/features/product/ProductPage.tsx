import { startTransition, useEffect, useState } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { useApiQuery } from '@app/shared/data/query';
import { productFrame, splitLead } from '@app/shared/catalog/product-frame';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { useParams } from '@app/shared/router';
import { FrameCover, PageFrame } from '@app/shared/ui/PageFrame';
import { Notice } from '@app/shared/ui/Notice';
import { loadMarkdown, markdownLoaded } from '@app/shared/ui/Markdown';
import { LazyDemoDialog } from '@app/shared/ui/demo/LazyDemoDialog';
import { useDemoSelection } from '@app/shared/ui/demo/useDemoSelection';
import { ProductBody } from './ProductBody';
import { RelatedProducts } from './RelatedProducts';
import { LazyReviews } from '../reviews/LazyReviews';
import styles from './ProductPage.module.css';
import { PendingPage } from '../../app/PendingPage';

/**
 * /product/:productId — description, what the buyer gets, price, buy (or open when owned), demo, wishlist,
 * refund line, facts, the creator, and related products.
 */
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
    // A failed download shows the details anyway (the description then tries again on its own). A transition:
    // the body (description, facts, price panel, reviews' place, related products) is the page's largest
    // render, and React then draws it in slices between which the phone stays responsive, not in one long task.
    const ready = () => {
      if (live) startTransition(() => setRendererReady(true));
    };
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
          preloaded it from the early answer, and on a phone painted it in this same box). */}
      {/* From a tablet up the price panel stands beside the cover, from the top of the page's content. */}
      <div className={styles.page}>
        {product.media.cover && <FrameCover image={product.media.cover} />}
        {bodyReady ? (
          <ProductBody product={product} description={rest} onDemo={() => demo.show(product)} />
        ) : (
          <Notice kind="loading" />
        )}
      </div>
      {bodyReady && (
        <>
          <LazyReviews product={product} />
          <RelatedProducts product={product} onDemo={demo.show} />
        </>
      )}
      <LazyDemoDialog selection={demo} />
    </PageFrame>
  );
}
