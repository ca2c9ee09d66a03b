import type { MediaImage, ProductVideo as Video } from '@app/shared/contracts/media';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import styles from './Gallery.module.css';

const t = productMediaMessages.viewer;

/** The JPEG of the poster at about the width the player is shown (never the largest file for a still frame). */
function posterUrl(image: MediaImage | null): string | undefined {
  if (!image) return undefined;
  const width = [...image.widths].reverse().find((w) => w <= 960) ?? image.widths[0];
  return `${image.base}-${width}.jpg`;
}

/**
 * The creator's video, served as uploaded with byte ranges: nothing is downloaded until the visitor plays it
 * (preload none), the poster (or the cover) shows until then.
 */
export function ProductVideo({ video, cover }: { video: Video; cover: MediaImage | null }) {
  const poster = video.poster ?? cover;
  return (
    <section className={styles.gallery} aria-labelledby="product-video-title">
      <h2 id="product-video-title" className={styles.title}>
        {t.video}
      </h2>
      <video
        className={styles.video}
        controls
        preload="none"
        playsInline
        poster={posterUrl(poster)}
        width={poster?.width ?? 1280}
        height={poster?.height ?? 720}
      >
        <source src={video.url} type={video.type} />
        {t.noVideoSupport}
      </video>
    </section>
  );
}
