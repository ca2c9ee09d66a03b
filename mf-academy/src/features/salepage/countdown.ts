// The sales page's looping offer countdown (docs/product.md §9: 7200 s, restarts at zero). Pure: the component feeds it
// the whole seconds elapsed since the page opened, so a throttled background tab never drifts.

export const COUNTDOWN_SECONDS = 7200;
/** One loop shows 7200 … 1, 0, then starts again at 7200. */
const LOOP = COUNTDOWN_SECONDS + 1;

/** The seconds left after `elapsed` whole seconds. */
export function remainingAt(elapsed: number): number {
  return COUNTDOWN_SECONDS - (Math.max(0, Math.floor(elapsed)) % LOOP);
}

const two = (n: number) => String(n).padStart(2, '0');

/** 7199 → '01:59:59'. */
export function formatHms(seconds: number): string {
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/**
 * What screen readers hear: the time left in whole minutes (rounded up), taken at the start of each elapsed
 * minute, so the polite announcement changes at most once a minute however often the clock ticks.
 */
export function spokenAt(elapsed: number): { hours: number; minutes: number } {
  const minuteStart = Math.floor(Math.max(0, elapsed) / 60) * 60;
  const minutes = Math.ceil(remainingAt(minuteStart) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
