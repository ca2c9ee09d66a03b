import { checkPayout } from '@app/shared/money/payoutForm';

const MIN = 200_000;
const AVAILABLE = 500_000;

describe('checkPayout', () => {
  it('accepts an amount between the minimum and the available balance, both included', () => {
    expect(checkPayout('200.000', 'pm-1', MIN, AVAILABLE)).toEqual({ ok: true, amount: 200_000 });
    expect(checkPayout('500000', 'pm-1', MIN, AVAILABLE)).toEqual({ ok: true, amount: 500_000 });
  });

  it.each([
    ['', 'Vui lòng nhập số tiền.'],
    ['2e5', 'Số tiền phải là số đồng nguyên, ví dụ 200000 hoặc 200.000.'],
    ['199.999', /^Số tiền rút tối thiểu là 200\.000\s₫\.$/],
    ['500.001', /^Số tiền vượt quá số dư khả dụng \(500\.000\s₫\)\.$/],
  ])('refuses %p', (raw, message) => {
    const check = checkPayout(raw, 'pm-1', MIN, AVAILABLE);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.amount).toMatch(message);
  });

  it('asks for an account, and reports both problems at once', () => {
    expect(checkPayout('abc', '', MIN, AVAILABLE)).toEqual({
      ok: false,
      errors: {
        amount: 'Số tiền phải là số đồng nguyên, ví dụ 200000 hoặc 200.000.',
        account: 'Vui lòng chọn tài khoản nhận tiền.',
      },
    });
  });
});
