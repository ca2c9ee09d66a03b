// Moving through a product's gallery: by the arrow keys, Home and End, the buttons and a swipe. Pure.

/** Below this horizontal distance (px) a touch is a tap, not a swipe. */
export const SWIPE_MIN_PX = 40;

/** The picture `delta` steps from `index`, wrapping around at both ends. */
export function step(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** Where a key takes the gallery, or null for keys it leaves alone. */
export function indexForKey(key: string, index: number, total: number): number | null {
  if (key === 'ArrowRight') return step(index, 1, total);
  if (key === 'ArrowLeft') return step(index, -1, total);
  if (key === 'Home') return 0;
  if (key === 'End') return Math.max(0, total - 1);
  return null;
}

/** A swipe from `fromX` to `toX`: leftwards shows the next picture, rightwards the previous one. */
export function indexForSwipe(fromX: number, toX: number, index: number, total: number): number {
  const distance = toX - fromX;
  if (Math.abs(distance) < SWIPE_MIN_PX) return index;
  return step(index, distance < 0 ? 1 : -1, total);
}
