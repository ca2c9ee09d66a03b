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
