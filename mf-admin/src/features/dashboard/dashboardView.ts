// What the admin dashboard derives from the server's figures: each period figure against the period before,
// and the conversion rate (paid orders / created orders). Pure, tested on its own. The arrow shown beside a
// change is decoration: the sentence carries the meaning for screen readers too.
import type { AdminPeriod } from '@app/shared/contracts/admin';
import { adminOverviewMessages } from '@app/shared/messages/admin/overview';
import { formatNumber, formatPercent } from '@app/shared/format';

const t = adminOverviewMessages;

export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

/** A count or an amount against the period before (the percentage of the change, one decimal at most). */
export function compare(current: number, previous: number, days: number): Change {
  if (current === previous) return { direction: 'flat', text: t.change.flat(days) };
  const direction = current > previous ? 'up' : 'down';
  // From nothing there is no percentage to give (it would be infinite).
  if (previous === 0)
    return { direction, text: direction === 'up' ? t.change.fresh(days) : t.change.downFromZero(days) };
  // The platform's revenue can be negative (refunds): the change is measured against the previous value's size.
  const percent = formatPercent(Math.round((Math.abs(current - previous) / Math.abs(previous)) * 1000) / 10);
  return { direction, text: direction === 'up' ? t.change.up(percent, days) : t.change.down(percent, days) };
}

/** Paid / created orders of the period as a percentage rounded to one decimal; null when none was created. */
export function conversion(period: Pick<AdminPeriod, 'created' | 'createdPaid'>): number | null {
  if (period.created === 0) return null;
  return Math.round((period.createdPaid / period.created) * 1000) / 10;
}

/** 33.3 → '33,3%' (always one decimal, so the figures line up); null → '—'. */
export const conversionText = (percent: number | null) =>
  percent === null ? t.noConversion : formatPercent(percent, 1);

/** A conversion rate against the period before, in percentage points (a rate's change is not a percentage of it). */
export function compareConversion(current: number | null, previous: number | null, days: number): Change {
  // No order created in one of the periods: there is no rate to compare.
  if (current === null || previous === null) return { direction: 'flat', text: t.change.unknown(days) };
  const points = Math.round((current - previous) * 10) / 10;
  if (points === 0) return { direction: 'flat', text: t.change.flat(days) };
  const amount = t.change.points(formatNumber(Math.abs(points), 1));
  return points > 0
    ? { direction: 'up', text: t.change.up(amount, days) }
    : { direction: 'down', text: t.change.down(amount, days) };
}
