import { COUNTDOWN_SECONDS, formatHms, remainingAt, spokenAt } from './countdown';

describe('sales countdown', () => {
  it('runs down from 7200 s to zero, then starts again at 7200', () => {
    expect(COUNTDOWN_SECONDS).toBe(7200);
    expect(remainingAt(0)).toBe(7200);
    expect(remainingAt(1)).toBe(7199);
    expect(remainingAt(7200)).toBe(0);
    expect(remainingAt(7201)).toBe(7200);
    expect(remainingAt(7202)).toBe(7199);
    expect(remainingAt(2 * 7201 + 5)).toBe(7195);
  });

  it('shows hh:mm:ss', () => {
    expect(formatHms(7200)).toBe('02:00:00');
    expect(formatHms(7199)).toBe('01:59:59');
    expect(formatHms(61)).toBe('00:01:01');
    expect(formatHms(0)).toBe('00:00:00');
  });

  it('speaks whole minutes that change only when a new minute starts', () => {
    expect(spokenAt(0)).toEqual({ hours: 2, minutes: 0 });
    expect(spokenAt(59)).toEqual({ hours: 2, minutes: 0 });
    expect(spokenAt(60)).toEqual({ hours: 1, minutes: 59 });
    const changes = new Set<string>();
    for (let s = 0; s < 600; s += 1) changes.add(JSON.stringify(spokenAt(s)));
    expect(changes.size).toBe(10);
  });
});
