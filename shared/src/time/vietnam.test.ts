import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  dayLabel,
  monthLabel,
  monthsBack,
  dayFromLabel,
  shortDayLabel,
  startOfVietnamDay,
  vietnamDay,
  vietnamDays,
  vietnamMonth,
  vietnamMonthBounds,
  vnDate,
  vnDateTime,
  vnTimestamp,
} from '@app/shared/time/vietnam';

// Instants around Vietnam's midnight (17:00 UTC) and month ends: the rendering is Vietnam's, in any zone.
const CASES: [iso: string, date: string, dateTime: string][] = [
  ['2026-11-30T16:59:59.000Z', '30/11/2026', '30/11/2026 23:59'],
  ['2026-11-30T17:00:00.000Z', '01/12/2026', '01/12/2026 00:00'],
  ['2026-11-30T17:30:05.000Z', '01/12/2026', '01/12/2026 00:30'],
  ['2026-12-31T16:59:00.000Z', '31/12/2026', '31/12/2026 23:59'],
  ['2026-12-31T17:00:00.000Z', '01/01/2027', '01/01/2027 00:00'],
  ['2028-02-28T17:00:00.000Z', '29/02/2028', '29/02/2028 00:00'],
  ['2026-03-08T06:05:00.000Z', '08/03/2026', '08/03/2026 13:05'],
  ['2026-11-21T00:00:00.000Z', '21/11/2026', '21/11/2026 07:00'],
];

describe('Vietnam date and date-time', () => {
  it.each(CASES)('%s is %s, %s', (iso, date, dateTime) => {
    expect(vnDate(iso)).toBe(date);
    expect(vnDateTime(iso)).toBe(dateTime);
    expect(vnDate(new Date(iso))).toBe(date);
    expect(vnDateTime(new Date(iso))).toBe(dateTime);
  });

  it('writes sortable timestamps for files', () => {
    expect(vnTimestamp('2026-11-30T17:30:05.000Z')).toBe('2026-12-01 00:30:05');
  });

  it('labels days and months', () => {
    expect(dayLabel('2026-12-01')).toBe('01/12/2026');
    expect(shortDayLabel('2026-12-01')).toBe('01/12');
    expect(monthLabel('2026-12')).toBe('12/2026');
    expect(monthsBack('2026-02', '2025-11')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(monthsBack('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(monthsBack('2026-02', '2026-03')).toEqual([]);
    expect(dayFromLabel('21/11/2026')).toBe('2026-11-21');
    expect(dayFromLabel(' 1/2/2026 ')).toBe('2026-02-01');
    expect(dayFromLabel('2026-11-21')).toBe('2026-11-21');
    expect(dayFromLabel('21-11-2026')).toBe('21-11-2026');
  });

  it('renders the same in a browser or server set to another time zone', () => {
    const module = path.join(__dirname, 'vietnam.ts');
    const script = `const m = require(${JSON.stringify(module)});
      const cases = ${JSON.stringify(CASES.map(([iso]) => iso))};
      console.log(JSON.stringify({ offset: new Date(cases[0]).getTimezoneOffset(),
        rendered: cases.map((iso) => [iso, m.vnDate(iso), m.vnDateTime(new Date(iso))]) }));`;
    for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'UTC']) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      const { offset, rendered } = JSON.parse(output) as { offset: number; rendered: string[][] };
      // The child really runs in that zone (New York is UTC-5 in November, Kiritimati UTC+14).
      expect(offset).toBe({ 'America/New_York': 300, 'Pacific/Kiritimati': -840, UTC: 0 }[zone]);
      expect(rendered).toEqual(CASES);
    }
  });
});

describe('Vietnam days and months (UTC+7)', () => {
  it('puts an instant in its Vietnam day and month', () => {
    expect(vietnamDay(new Date('2026-03-31T16:59:59.999Z'))).toBe('2026-03-31');
    expect(vietnamDay(new Date('2026-03-31T17:00:00.000Z'))).toBe('2026-04-01');
    expect(vietnamMonth(new Date('2026-11-30T17:30:05.000Z'))).toBe('2026-12');
    expect(vietnamMonth('2026-11-30T16:59:59.000Z')).toBe('2026-11');
    expect(startOfVietnamDay(new Date('2026-04-01T10:00:00Z')).toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(startOfVietnamDay(new Date('2026-03-31T17:00:00Z')).toISOString()).toBe('2026-03-31T17:00:00.000Z');
  });

  it('lists consecutive days and bounds a month, December included', () => {
    expect(vietnamDays(new Date('2026-02-27T17:00:00Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(vietnamMonthBounds('2026-04')).toEqual({
      start: new Date('2026-03-31T17:00:00.000Z'),
      end: new Date('2026-04-30T17:00:00.000Z'),
    });
    expect(vietnamMonthBounds('2026-12').end.toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });
});
