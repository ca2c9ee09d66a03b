// The shape of the money scale fixture, as plain rules on an order's index: who buys what from whom, at which
// price and time, through which affiliate, which orders are refunded, and when payouts are made. fixture.ts
// writes these rules as set-based SQL; intended.ts computes, from the same rules in plain code, the balance every
// user must end with — the test compares the two through the API's own read calls.
import { DAY_MS } from '../../src/domain/ledger';

/** The platform fee (basis points) every fixture order was made with: the default setting. */
export const FEE_BPS = 1000;
/** Product prices (VND). Low enough that the big creator's monthly payout stays within a payout's integer. */
export const PRICES = [49_000, 79_000, 99_000, 149_000, 199_000, 249_000, 299_000] as const;
/** Commission rates (whole percent) of the ordinary creators' products; the big creator's pay 20 %. */
export const COMMISSIONS = [10, 20, 30, 15] as const;
export const BIG_CREATOR_PRODUCTS = 20;
export const PRODUCTS_PER_CREATOR = 5;
/** A payout is capped here (the payouts table keeps an integer). */
export const MAX_PAYOUT = 2_000_000_000;
/** Orders span the two years before `now`, the last one an hour before it. */
export const SPAN_MS = 730 * DAY_MS;
export const REFUND_APPROVED_AFTER_MS = 3 * DAY_MS;
export const REFUND_SENT_AFTER_MS = 4 * DAY_MS;
/** Payouts are requested at 03:00 UTC on the first of each month and paid a day later. */
export const PAYOUT_HOUR_MS = 3 * 60 * 60 * 1000;

export type Shape = {
  orders: number;
  creators: number;
  buyers: number;
  /** Affiliates: index 0 is the big one, the others share a tenth of the orders. */
  affiliates: number;
  /** The first order's time (ms, whole seconds); order i is at start + i × step. */
  startMs: number;
  stepMs: number;
  nowMs: number;
  holdDays: number;
  minPayout: number;
};

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/** The shape for `orders` orders: 1,000 creators and 100,000 buyers at a million, proportionally fewer below. */
export function shapeFor(orders: number, now: Date, fees: { holdDays: number; minPayout: number }): Shape {
  const nowMs = Math.floor(now.getTime() / 1000) * 1000;
  return {
    orders,
    creators: clamp(Math.floor(orders / 1000), 10, 1000),
    buyers: clamp(Math.floor(orders / 10), 100, 100_000),
    affiliates: clamp(Math.floor(orders / 5000), 5, 200),
    startMs: nowMs - SPAN_MS,
    // Whole seconds, so the database computes the very same instants.
    stepMs: Math.floor((SPAN_MS - 60 * 60 * 1000) / orders / 1000) * 1000,
    nowMs,
    holdDays: fees.holdDays,
    minPayout: fees.minPayout,
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
export const creatorUid = (index: number) => `ms-c-${pad(index, 4)}`;
export const buyerUid = (index: number) => `ms-b-${pad(index, 6)}`;
export const affiliateUid = (index: number) => `ms-a-${pad(index, 3)}`;
export const productId = (index: number) => `ms-p-${pad(index, 5)}`;
export const orderId = (index: number) => `MS${pad(index, 9)}`;
export const ADMIN_UID = 'ms-admin';
/** The creator whose products never sell (the last one). */
export const quietCreator = (shape: Shape) => shape.creators - 1;
/** Products sold by the ordinary creators 1 … creators − 2 (five each), after the big creator's twenty. */
export const soldByOthers = (shape: Shape) => PRODUCTS_PER_CREATOR * (shape.creators - 2);

export function productPrice(index: number): number {
  return PRICES[index % PRICES.length];
}
export function productCommission(index: number): number {
  return index < BIG_CREATOR_PRODUCTS ? 20 : COMMISSIONS[index % COMMISSIONS.length];
}
export function productCreator(index: number): number {
  if (index < BIG_CREATOR_PRODUCTS) return 0;
  return 1 + Math.floor((index - BIG_CREATOR_PRODUCTS) / PRODUCTS_PER_CREATOR);
}

export type PlannedOrder = {
  index: number;
  buyer: number;
  product: number;
  creator: number;
  /** Affiliate index, or null. */
  affiliate: number | null;
  price: number;
  atMs: number;
  refunded: boolean;
};

/**
 * Order i: every fifth is the big creator's (a fifth of all sales); the others go round the ordinary creators'
 * products. A buyer never buys the same product twice (the i-th order of buyer b is the k-th round, and each
 * round moves the product by a step coprime to the number of products). Orders i ≡ 1 (mod 20) are the big
 * affiliate's, i ≡ 2 or 10 (mod 20) a small affiliate's; 2 % are refunded (i ≡ 5 or 41 mod 100) three days
 * after the sale, still in the hold, when that is before now.
 */
export function planOrder(index: number, shape: Shape): PlannedOrder {
  const big = index % 5 === 0;
  const j = big ? index / 5 : Math.floor(index / 5) * 4 + (index % 5) - 1;
  const buyer = j % shape.buyers;
  const round = Math.floor(j / shape.buyers);
  const product = big
    ? (buyer + round * 7) % BIG_CREATOR_PRODUCTS
    : BIG_CREATOR_PRODUCTS + ((buyer * 13 + round * 491) % soldByOthers(shape));
  const rest = index % 20;
  const affiliate =
    rest === 1 ? 0 : rest === 2 || rest === 10 ? 1 + (Math.floor(index / 20) % (shape.affiliates - 1)) : null;
  const atMs = shape.startMs + index * shape.stepMs;
  const refunded = (index % 100 === 5 || index % 100 === 41) && atMs + REFUND_SENT_AFTER_MS <= shape.nowMs;
  return {
    index,
    buyer,
    product,
    creator: productCreator(product),
    affiliate,
    price: productPrice(product),
    atMs,
    refunded,
  };
}

/** The payout times: 03:00 UTC on the first of each month after the first order, up to now. */
export function payoutTimes(shape: Shape): number[] {
  const first = new Date(shape.startMs);
  const times: number[] = [];
  for (let month = 1; ; month += 1) {
    const at = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + month, 1) + PAYOUT_HOUR_MS;
    if (at > shape.nowMs) return times;
    times.push(at);
  }
}
