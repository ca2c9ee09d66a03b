// The range on screen lives in the URL (?from=YYYY-MM-DD&to=YYYY-MM-DD): reload, back and forward, and a link
// from the audit log to a checked day all work. A range the call would refuse (missing, not a real day,
// reversed, over a month) is the last 7 days, today included.
import { getReconciliationInput } from '@app/shared/contracts/browser';
import { vietnamDay } from '@app/shared/time/vietnam';

export type Range = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` Vietnam days up to the day `now` falls in. */
export function lastDays(now: Date, days = 7): Range {
  return { from: vietnamDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: vietnamDay(now) };
}

export function parseRange(params: URLSearchParams, now = new Date()): Range {
  const parsed = getReconciliationInput.safeParse({ from: params.get('from'), to: params.get('to') });
  return parsed.success ? parsed.data : lastDays(now);
}

export function toRangeParams(range: Range): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to });
}
