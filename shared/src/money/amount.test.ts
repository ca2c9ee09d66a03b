import { bpsToPercent, formatPercent, formatRatio, parseVndInput } from '@app/shared/money/amount';
import { monthLabel, vnDate, vnDateTime, vnMonth, vnTimestamp } from '@app/shared/money/vnTime';

describe('parseVndInput', () => {
  it.each([
    ['200000', 200_000],
    ['200.000', 200_000],
    ['1.500.000', 1_500_000],
    ['200 000', 200_000],
    ['  0 ', 0],
  ])('reads %p as %p đồng', (raw, amount) => {
    expect(parseVndInput(raw)).toEqual({ ok: true, amount });
  });

  it.each(['200.5', '1,5', '20.00', '-5', '2e5', 'abc', '200k', '99999999999999999999'])('refuses %p', (raw) => {
    expect(parseVndInput(raw)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says when nothing was typed', () => {
    expect(parseVndInput('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('percent', () => {
  it('formats basis points the Vietnamese way', () => {
    expect(formatPercent(bpsToPercent(1000))).toBe('10 %');
    expect(formatPercent(bpsToPercent(250))).toBe('2,5 %');
  });

  it.each([
    [0, '0 %'],
    [1, '100 %'],
    [0.25, '25 %'],
    [1 / 3, '33,3 %'],
    [0.12349, '12,3 %'],
    [0.0005, '0,1 %'],
  ])('shows the ratio %p as %p', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });
});

describe('Vietnam time', () => {
  // 17:30 UTC on 30 Nov is already 1 Dec in Vietnam.
  const lateUtc = '2026-11-30T17:30:05.000Z';
  it('shows the Vietnamese day and time whatever the browser zone', () => {
    expect(vnDate(lateUtc)).toBe('01/12/2026');
    expect(vnDateTime(lateUtc)).toBe('01/12/2026 00:30');
    expect(vnTimestamp(lateUtc)).toBe('2026-12-01 00:30:05');
    expect(vnMonth(new Date(lateUtc))).toBe('2026-12');
    expect(monthLabel('2026-12')).toBe('12/2026');
  });
});
