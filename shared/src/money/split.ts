// How one sale's price is divided, the one rounding rule used by the ledger (API) and by every
// calculator a page shows (/pricing, /creator/fee-info): integer VND; the platform fee and the affiliate
// commission are each rounded DOWN to the whole đồng, and the creator receives the rest, so the three parts
// always add up to the price exactly and rounding never favours the platform.
//
//   fee        = floor(price × feeBps / 10 000)
//   commission = floor(price × commissionPercent / 100)     (0 when the order has no affiliate)
//   creator    = price − fee − commission
//
// The commission comes out of the creator's share (the platform's fee is the same with or without an
// affiliate). Pure and zod-free: safe for the browser bundle.

export type SaleSplit = {
  /** What the buyer pays. */
  price: number;
  /** The platform's fee. */
  fee: number;
  /** The affiliate's commission (0 without an affiliate). */
  commission: number;
  /** What the creator receives. */
  creator: number;
};

export function splitSale(price: number, feeBps: number, commissionPercent = 0): SaleSplit {
  if (!Number.isSafeInteger(price) || price < 0)
    throw new RangeError(`price must be a non-negative integer VND: ${price}`);
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > 10_000)
    throw new RangeError(`feeBps out of range: ${feeBps}`);
  if (!Number.isInteger(commissionPercent) || commissionPercent < 0 || commissionPercent > 100) {
    throw new RangeError(`commissionPercent out of range: ${commissionPercent}`);
  }
  const fee = Math.floor((price * feeBps) / 10_000);
  const commission = Math.min(Math.floor((price * commissionPercent) / 100), price - fee);
  return { price, fee, commission, creator: price - fee - commission };
}
