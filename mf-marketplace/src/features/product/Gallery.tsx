import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { GalleryImage } from '@app/shared/contracts/media';
import { PRODUCT_COVER_SIZES } from '@app/shared/media/picture';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import { Button } from '@app/shared/ui/Button';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import { MediaPicture } from '@app/shared/ui/MediaPicture';
import { indexForKey, indexForSwipe, step } from './galleryNavigation';
import styles from './Gallery.module.css';

const t = productMediaMessages.viewer;

/**
 * The product's pictures, one at a time with the creator's caption as its alternative text: the arrow keys
 * (Home, End) anywhere in it, the previous and next buttons, a swipe on the picture, or a thumbnail.
 */
export function Gallery({ images }: { images: GalleryImage[] }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const total = images.length;
  if (total === 0) return null;
  const shown = Math.min(index, total - 1);
  const current = images[shown];

  const onKeyDown = (event: KeyboardEvent) => {
    const next = indexForKey(event.key, shown, total);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    touchStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (touchStart.current === null) return;
    setIndex(indexForSwipe(touchStart.current, event.clientX, shown, total));
    touchStart.current = null;
  };

  return (
    <section className={styles.gallery} aria-labelledby="product-gallery-title" onKeyDown={onKeyDown}>
      <h2 id="product-gallery-title" className={styles.title}>
        {t.gallery}
      </h2>
      <figure
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (touchStart.current = null)}
      >
        <MediaPicture key={current.id} image={current} alt={current.caption} sizes={PRODUCT_COVER_SIZES} />
        {/* The caption is the picture's alternative text already: shown, not read twice. */}
        <figcaption className={styles.caption} aria-hidden="true">
          {current.caption}
        </figcaption>
      </figure>
      {total > 1 && (
        <>
          <div className={styles.controls}>
            <Button variant="secondary" size="sm" onClick={() => setIndex(step(shown, -1, total))}>
              <span aria-hidden="true">←</span> {t.previous}
            </Button>
            <LiveRegion as="span" className={styles.position}>
              {t.position(shown + 1, total)}
            </LiveRegion>
            <Button variant="secondary" size="sm" onClick={() => setIndex(step(shown, 1, total))}>
              {t.next} <span aria-hidden="true">→</span>
            </Button>
          </div>
          <ul className={styles.thumbs}>
            {images.map((image, i) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={t.show(i + 1)}
                  aria-current={i === shown ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <MediaPicture image={image} alt="" sizes="96px" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
