import type { MediaImage, ProductVideo } from '@app/shared/contracts/media';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import styles from './MediaVideo.module.css';

/** The JPEG of a poster at about the width a player is shown (never the largest file for a still frame). */
export function posterUrl(image: MediaImage | null, around = 960): string | undefined {
  if (!image) return undefined;
  const width = [...image.widths].reverse().find((w) => w <= around) ?? image.widths[0];
  return `${image.base}-${width}.jpg`;
}

type Props = {
  video: Pick<ProductVideo, 'url' | 'type' | 'poster'>;
  /** What the player is called (its accessible name): which video this is. */
  label: string;
  className?: string;
  /** Captions the viewer may turn on in the player (a same-origin address: a blob of the WebVTT text). */
  captions?: { src: string; label: string; srcLang: string } | null;
};

/**
 * A video served as uploaded, with byte ranges: nothing is downloaded until it is played (preload none), the
 * poster shows until then, and its 16:9 box is there before either arrives. The browser's own controls: every
 * one of them works from the keyboard, the captions' switch too when the video has them.
 */
export function MediaVideo({ video, label, className, captions }: Props) {
  return (
    <video
      className={className ? `${styles.video} ${className}` : styles.video}
      controls
      preload="none"
      playsInline
      poster={posterUrl(video.poster)}
      aria-label={label}
      width={video.poster?.width ?? 1280}
      height={video.poster?.height ?? 720}
    >
      <source src={video.url} type={video.type} />
      {captions && <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} />}
      {productMediaMessages.viewer.noVideoSupport}
    </video>
  );
}
