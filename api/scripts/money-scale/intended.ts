// What the fixture means each user to hold, computed from shape.ts's rules in plain code (not from the
// database): the balance getPayoutOverview must answer (domain/ledger.ts balanceOf) and the payouts made.
import { splitSale } from '@app/shared/money/split';
import type { Balance } from '../../src/domain/balances';
import {
  FEE_BPS,
  MAX_PAYOUT,
  affiliateUid,
  creatorUid,
  payoutTimes,
  planOrder,
  productCommission,
  type Shape,
} from './shape';

export type Intended = Balance & { payouts: number[] };

export function intendedBalances(shape: Shape): Map<string, Intended> {
  const times = payoutTimes(shape);
  const holdMs = shape.holdDays * 24 * 60 * 60 * 1000;
  const users = new Map<string, { credits: { availableAt: number; amount: number }[] }>();
  const credit = (uid: string, availableAt: number, amount: number) => {
    if (amount === 0) return;
    const user = users.get(uid) ?? { credits: [] };
    user.credits.push({ availableAt, amount });
    users.set(uid, user);
  };
  for (let index = 0; index < shape.orders; index += 1) {
    const order = planOrder(index, shape);
    if (order.refunded) continue; // reversed whole inside its hold: nothing left to anyone
    const split = splitSale(order.price, FEE_BPS, order.affiliate === null ? 0 : productCommission(order.product));
    const availableAt = order.atMs + holdMs;
    credit(creatorUid(order.creator), availableAt, split.creator);
    if (order.affiliate !== null) credit(affiliateUid(order.affiliate), availableAt, split.commission);
  }
  const result = new Map<string, Intended>();
  for (const [uid, { credits }] of users) {
    const payouts: number[] = [];
    let requestedTotal = 0;
    let paidOut = 0;
    let requested = 0;
    for (const time of times) {
      const counted = credits.filter((c) => c.availableAt <= time).reduce((sum, c) => sum + c.amount, 0);
      const amount = Math.min(counted - requestedTotal, MAX_PAYOUT);
      if (amount < shape.minPayout) continue;
      payouts.push(amount);
      requestedTotal += amount;
      if (time + 24 * 60 * 60 * 1000 <= shape.nowMs) paidOut += amount;
      else requested += amount;
    }
    const pending = credits.filter((c) => c.availableAt > shape.nowMs).reduce((sum, c) => sum + c.amount, 0);
    const matured = credits.filter((c) => c.availableAt <= shape.nowMs).reduce((sum, c) => sum + c.amount, 0);
    // The fixture refunds only within the hold: nobody ends up owing the platform.
    result.set(uid, { pending, available: matured - requestedTotal, requested, paidOut, owed: 0, payouts });
  }
  return result;
}
