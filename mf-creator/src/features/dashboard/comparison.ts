// "This period against the one before", in words a screen reader says as well as it shows: the arrow is
// decoration, the sentence carries the meaning.
import { creatorMessages } from '@app/shared/messages/creator';
import { formatPercent } from '@app/shared/format';

const t = creatorMessages.dashboard.change;

export type Change = { direction: 'up' | 'down' | 'flat'; text: string };

export function compare(current: number, previous: number, days: number): Change {
  if (current === previous) return { direction: 'flat', text: t.flat(days) };
  const direction = current > previous ? 'up' : 'down';
  // From nothing there is no percentage to give (it would be infinite).
  if (previous === 0) return { direction, text: direction === 'up' ? t.fresh(days) : t.downFromZero(days) };
  // Net earnings can be negative (refunds): the change is measured against the size of the previous value.
  const percent = formatPercent(Math.round((Math.abs(current - previous) / Math.abs(previous)) * 1000) / 10);
  return { direction, text: direction === 'up' ? t.up(percent, days) : t.down(percent, days) };
}
