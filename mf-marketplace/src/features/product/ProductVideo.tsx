import type { MediaImage, ProductVideo as Video } from '@app/shared/contracts/media';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import { MediaVideo } from '@app/shared/ui/MediaVideo';
import styles from './Gallery.module.css';

const t = productMediaMessages.viewer;

/**
 * The creator's video in the kit's player (nothing downloaded before it is played); a video without a poster of
 * its own shows the cover until then.
 */
export function ProductVideo({ video, cover, title }: { video: Video; cover: MediaImage | null; title: string }) {
  return (
    <section className={styles.gallery} aria-labelledby="product-video-title">
      <h2 id="product-video-title" className={styles.title}>
        {t.video}
      </h2>
      <MediaVideo video={{ ...video, poster: video.poster ?? cover }} label={`${t.video}: ${title}`} />
    </section>
  );
}
