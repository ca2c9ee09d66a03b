import { formatCount, formatNumber, formatPercent, formatRatio, formatScore, formatVnd } from '@app/shared/format';
import { bpsToPercent } from '@app/shared/money/amount';

describe('formatVnd', () => {
  it('writes đồng the Vietnamese way', () => {
    expect(formatVnd(1_490_000).replace(/\s/g, ' ')).toBe('1.490.000 ₫');
  });
});

describe('counts and numbers', () => {
  it('groups thousands with dots and never shows a fraction of a count', () => {
    expect(formatCount(12_345)).toBe('12.345');
    expect(formatCount(0)).toBe('0');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(2, 1)).toBe('2,0');
  });
});

describe('formatScore', () => {
  it('formats a score with 2 decimals as a vi-VN percent', () => {
    expect(formatScore(86.666)).toBe('86,67%');
    expect(formatScore(100)).toBe('100,00%');
    expect(formatScore(0)).toBe('0,00%');
    expect(formatScore(33.335)).toBe('33,34%');
  });
});

describe('percent', () => {
  it('formats basis points the Vietnamese way', () => {
    expect(formatPercent(bpsToPercent(1000))).toBe('10%');
    expect(formatPercent(bpsToPercent(250))).toBe('2,5%');
  });

  it('shows exactly the decimals asked for, so a column lines up', () => {
    expect(formatPercent(33.3, 1)).toBe('33,3%');
    expect(formatPercent(50, 1)).toBe('50,0%');
  });

  it.each([
    [0, '0%'],
    [1, '100%'],
    [0.25, '25%'],
    [1 / 3, '33,3%'],
    [0.12349, '12,3%'],
    [0.0005, '0,1%'],
  ])('shows the ratio %p as %p', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });
});

describe('the hand-written forms match Intl.NumberFormat', () => {
  const intlVnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
  const intlNumber = (decimals?: number) =>
    new Intl.NumberFormat('vi-VN', { minimumFractionDigits: decimals ?? 0, maximumFractionDigits: decimals ?? 2 });
  // A fixed pseudo-random sequence, so a failure names values that can be tried again.
  let seed = 20261202;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const edges = [
    0,
    -0,
    1,
    -1,
    9,
    10,
    99,
    999,
    1000,
    1001,
    9999,
    99_999,
    100_000,
    999_999,
    1_000_000,
    5_000_000,
    1_490_000,
    -1_234_567,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e20,
    0.5,
    1.5,
    2.5,
    -0.5,
    -1.5,
    0.005,
    1.005,
    0.015,
    33.335,
    123_456.785,
    0.994,
    0.995,
    0.999,
    9.995,
    99.995,
    999.995,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    -0.001,
    1e-6,
    1.23e-7,
    1e21,
    123.4,
    1234.5,
    NaN,
    Infinity,
    -Infinity,
  ];
  const randoms = Array.from({ length: 2000 }, (_, index) => {
    const magnitude = 10 ** Math.floor(next() * 12);
    const value = (next() - 0.3) * magnitude;
    // Whole numbers (amounts), two and three decimals (percentages), and the raw doubles.
    return [Math.round(value), Math.round(value * 100) / 100, Math.round(value * 1000) / 1000, value][index % 4];
  });

  it.each([undefined, 0, 1, 2])('formatNumber with %p decimals', (decimals) => {
    const format = intlNumber(decimals);
    for (const value of [...edges, ...randoms])
      expect([value, formatNumber(value, decimals)]).toEqual([value, format.format(value)]);
  });

  it('formatVnd', () => {
    for (const value of [...edges, ...randoms])
      expect([value, formatVnd(value)]).toEqual([value, intlVnd.format(value)]);
  });
});
