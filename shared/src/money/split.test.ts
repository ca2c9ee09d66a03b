import { splitSale } from './split';

describe('splitSale', () => {
  it('takes 10% for the platform and gives the creator the rest', () => {
    expect(splitSale(990_000, 1000)).toEqual({ price: 990_000, fee: 99_000, commission: 0, creator: 891_000 });
  });

  it('rounds the fee and the commission down, so the creator gets the odd đồng', () => {
    expect(splitSale(99_999, 1000, 15)).toEqual({ price: 99_999, fee: 9_999, commission: 14_999, creator: 75_001 });
    expect(splitSale(1, 1000, 50)).toEqual({ price: 1, fee: 0, commission: 0, creator: 1 });
  });

  it('takes the commission from the creator’s share, never from the fee', () => {
    const without = splitSale(500_000, 1000, 0);
    const withAffiliate = splitSale(500_000, 1000, 20);
    expect(withAffiliate.fee).toBe(without.fee);
    expect(withAffiliate.creator).toBe(without.creator - withAffiliate.commission);
  });

  it('always adds up to the price', () => {
    for (const price of [0, 1, 7, 1_234_567, 5_000_000, 999_999_999]) {
      for (const bps of [0, 1, 999, 1000, 2500, 10_000]) {
        for (const rate of [0, 1, 33, 50]) {
          const split = splitSale(price, bps, rate);
          expect(split.fee + split.commission + split.creator).toBe(price);
          expect(split.creator).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('refuses amounts that are not integer VND', () => {
    expect(() => splitSale(10.5, 1000)).toThrow(RangeError);
    expect(() => splitSale(-1, 1000)).toThrow(RangeError);
    expect(() => splitSale(100, 10_001)).toThrow(RangeError);
  });
});
