import type { MediaImage } from '@app/shared/contracts/media';
import { MediaPicture } from '@app/shared/ui/MediaPicture';
import styles from './ProductThumb.module.css';

/**
 * A product's cover as a small 16:9 thumbnail beside its name in a list (wishlist, a creator's products): the
 * box is kept when there is no cover, so the rows line up. Decorative: the name beside it says what it is.
 */
export function ProductThumb({ cover }: { cover: MediaImage | null }) {
  return <div className={styles.thumb}>{cover && <MediaPicture image={cover} alt="" sizes="96px" />}</div>;
}
