import type { MediaImage } from '@app/shared/contracts/media';
import { pictureFallback, pictureSrcSet } from '@app/shared/media/picture';

type Props = {
  image: MediaImage;
  /** The picture's alternative text: the creator's caption, or '' when the text beside it says it all. */
  alt: string;
  /** Where the picture is shown, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  /** The widest variant offered (a card's CARD_MAX_WIDTH); all of them when absent. */
  maxWidth?: number;
  /** Above the fold: asked for at once (and first, for the page's main picture); else when scrolled near. */
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
};

/**
 * A product picture in AVIF, WebP or JPEG, whichever the browser takes first, at the width its box needs. The
 * width and height attributes give the box its proportions before a byte arrives, so nothing moves.
 */
export function MediaPicture({ image, alt, sizes, maxWidth, priority = 'lazy', className }: Props) {
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcSet(image, 'avif', maxWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(image, 'webp', maxWidth)} sizes={sizes} />
      <img
        className={className}
        src={pictureFallback(image, maxWidth)}
        srcSet={pictureSrcSet(image, 'jpg', maxWidth)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        decoding={priority === 'high' ? 'sync' : 'async'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
      />
    </picture>
  );
}
