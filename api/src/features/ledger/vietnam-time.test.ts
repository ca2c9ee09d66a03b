import { startOfVietnamDay, vietnamDay, vietnamDays, vietnamMonth } from './vietnam-time';

describe('Vietnam time (UTC+7)', () => {
  it('puts an instant in its Vietnam day', () => {
    expect(vietnamDay(new Date('2026-03-31T16:59:59.999Z'))).toBe('2026-03-31');
    expect(vietnamDay(new Date('2026-03-31T17:00:00.000Z'))).toBe('2026-04-01');
    expect(startOfVietnamDay(new Date('2026-04-01T10:00:00Z')).toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(startOfVietnamDay(new Date('2026-03-31T17:00:00Z')).toISOString()).toBe('2026-03-31T17:00:00.000Z');
  });

  it('lists consecutive days and bounds a month, December included', () => {
    expect(vietnamDays(new Date('2026-02-27T17:00:00Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(vietnamMonth('2026-04')).toEqual({
      start: new Date('2026-03-31T17:00:00.000Z'),
      end: new Date('2026-04-30T17:00:00.000Z'),
    });
    expect(vietnamMonth('2026-12').end.toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
});
