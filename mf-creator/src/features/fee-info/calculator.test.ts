import type { FeeSettings } from '@app/shared/contracts/ledger';
import { calculate } from './calculator';

const settings: FeeSettings = {
  feeBps: 1000,
  holdDays: 7,
  minPayout: 200_000,
  maxCommissionPercent: 50,
  academyCommissionPercent: 30,
  productRefundWindowDays: 7,
};

describe('calculate', () => {
  it.each([
    // price, commission %, fee, commission, creator
    ['100000', '0', 10_000, 0, 90_000],
    ['199.000', '20', 19_900, 39_800, 139_300],
    ['99999', '15', 9_999, 14_999, 75_001],
    ['9', '50', 0, 4, 5],
    ['0', '', 0, 0, 0],
  ])('%s ₫ at %s %% → fee %d, commission %d, creator %d', (price, commission, fee, cut, creator) => {
    const result = calculate(price, commission, settings);
    expect(result).toMatchObject({ ok: true, split: { fee, commission: cut, creator } });
    if (result.ok) expect(result.split.fee + result.split.commission + result.split.creator).toBe(result.split.price);
  });

  it('refuses what is not a whole price or an allowed rate, saying which', () => {
    expect(calculate('1,5', '0', settings)).toEqual({
      ok: false,
      priceError: 'Giá bán phải là số đồng nguyên, không âm.',
      commissionError: null,
    });
    expect(calculate('1000', '51', settings)).toEqual({
      ok: false,
      priceError: null,
      commissionError: 'Hoa hồng phải là số nguyên từ 0 đến 50.',
    });
    expect(calculate('1000', '2.5', settings)).toMatchObject({ ok: false });
  });
});
