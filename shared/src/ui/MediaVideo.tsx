import { useEffect, useRef } from 'react';
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
  /**
   * The player could not read its address (one that expires, say). The owner may answer with a new address of
   * the same file in `video.url`: the player then loads it and carries on where the viewer was.
   */
  onAddressFailed?: (url: string) => void;
};

/** Which file an address names: the same file at a new address (a renewed signature) keeps its player. */
const fileOf = (url: string) => url.split(/[?#]/)[0];

/**
 * A video served as uploaded, with byte ranges: nothing is downloaded until it is played (preload none), the
 * poster shows until then, and its 16:9 box is there before either arrives. The browser's own controls: every
 * one of them works from the keyboard, the captions' switch too when the video has them.
 */
export function MediaVideo(props: Props) {
  // A player reads the address it chose when it was inserted, whatever its <source> says later: another file
  // (the next lesson, another product) is another player.
  return <Player key={fileOf(props.video.url)} {...props} />;
}

type PlayerState = {
  /** The address the element is reading. */
  reading: string;
  /** Where the viewer was when that address failed, until a new one is loaded. */
  failedAt: { time: number; playing: boolean } | null;
};

/**
 * Loads `url` (now the element's <source>) and returns to where the viewer was when the old address failed:
 * playing again at once if it was (nothing is fetched before play, preload none), at the same second once the
 * file's length is known.
 */
function loadAddress(element: HTMLVideoElement, state: PlayerState, url: string) {
  const at = state.failedAt;
  state.reading = url;
  state.failedAt = null;
  if (at && at.time > 0) {
    const seek = () => {
      element.currentTime = at.time;
    };
    element.addEventListener('loadedmetadata', seek, { once: true });
  }
  element.load();
  if (at?.playing) element.play()?.catch(() => undefined);
}

function Player({ video, label, className, captions, onAddressFailed }: Props) {
  const player = useRef<HTMLVideoElement>(null);
  const state = useRef<PlayerState>({ reading: video.url, failedAt: null });

  // A new address for a player that failed: load it. One that still plays is left alone (never interrupted).
  useEffect(() => {
    const element = player.current;
    if (element && state.current.failedAt && video.url !== state.current.reading) {
      loadAddress(element, state.current, video.url);
    }
  }, [video.url]);

  // A network failure once playback began is the video's error; an address that never answered is its
  // <source>'s, which React hands to the video's handler too (in the DOM that event does not bubble).
  const failed = () => {
    const element = player.current;
    if (!element) return;
    const now = state.current;
    now.failedAt ??= { time: element.currentTime, playing: !element.paused };
    if (video.url !== now.reading) loadAddress(element, now, video.url);
    else onAddressFailed?.(now.reading);
  };

  return (
    <video
      ref={player}
      className={className ? `${styles.video} ${className}` : styles.video}
      controls
      preload="none"
      playsInline
      poster={posterUrl(video.poster)}
      aria-label={label}
      width={video.poster?.width ?? 1280}
      height={video.poster?.height ?? 720}
      onError={failed}
    >
      <source src={video.url} type={video.type} />
      {captions && <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} />}
      {productMediaMessages.viewer.noVideoSupport}
    </video>
  );
}
