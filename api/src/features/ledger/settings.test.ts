// The money settings (config.ts loadFeeSettings): documented defaults, and a start refused on values the
// ledger could not honour.
import { loadConfig, loadFeeSettings } from '../../config';

describe('fee settings', () => {
  it('default to 10 %, a 7-day hold, 200 000 ₫ minimum payout, commission up to 50 %, academy 10 %, the product refund window', () => {
    expect(loadFeeSettings({})).toEqual({
      feeBps: 1000,
      holdDays: 7,
      minPayout: 200_000,
      maxCommissionPercent: 50,
      academyCommissionPercent: 10,
      productRefundWindowDays: 7,
    });
    expect(
      loadConfig({ API_LOCAL_MODE: 'true', PLATFORM_FEE_BPS: '1250', EARNINGS_HOLD_DAYS: '14' }).fees,
    ).toMatchObject({ feeBps: 1250, holdDays: 14 });
  });

  it.each([
    [{ PLATFORM_FEE_BPS: '10001' }, /PLATFORM_FEE_BPS must be at most 10000/],
    [{ PLATFORM_FEE_BPS: '7.5' }, /PLATFORM_FEE_BPS must be a non-negative integer/],
    [{ EARNINGS_HOLD_DAYS: '-1' }, /EARNINGS_HOLD_DAYS must be a non-negative integer/],
    [{ EARNINGS_HOLD_DAYS: '400' }, /EARNINGS_HOLD_DAYS must be at most 365/],
    [{ MIN_PAYOUT_VND: '0' }, /MIN_PAYOUT_VND must be at least 1/],
    [{ MAX_COMMISSION_PERCENT: '60' }, /MAX_COMMISSION_PERCENT must be at most 50/],
    [{ ACADEMY_COMMISSION_PERCENT: '101' }, /ACADEMY_COMMISSION_PERCENT must be at most 100/],
    [{ PLATFORM_FEE_BPS: '6000', MAX_COMMISSION_PERCENT: '50' }, /must not exceed 100 %/],
  ])('refuses %j', (env, message) => {
    expect(() => loadFeeSettings(env)).toThrow(message);
  });
});
