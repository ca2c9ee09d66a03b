import { lastDays, parseRange, toRangeParams } from './reconciliationParams';

// 01:00 on 21/11 in Hà Nội is still the 20th in UTC: the days are Vietnam's.
const now = new Date('2026-11-20T18:00:00.000Z');

it('reads the range from the URL and writes it back', () => {
  const range = parseRange(new URLSearchParams('from=2026-11-01&to=2026-11-07'), now);
  expect(range).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  expect(toRangeParams(range).toString()).toBe('from=2026-11-01&to=2026-11-07');
});

it('falls back to the last 7 Vietnam days for a missing, impossible, reversed or too long range', () => {
  const week = { from: '2026-11-15', to: '2026-11-21' };
  expect(lastDays(now)).toEqual(week);
  for (const query of [
    '',
    'from=2026-11-01',
    'from=2026-02-30&to=2026-03-01',
    'from=2026-11-08&to=2026-11-07',
    'from=2026-10-01&to=2026-11-07',
  ]) {
    expect(parseRange(new URLSearchParams(query), now)).toEqual(week);
  }
  expect(parseRange(new URLSearchParams('from=2026-10-08&to=2026-11-07'), now)).toEqual({
    from: '2026-10-08',
    to: '2026-11-07',
  });
});
