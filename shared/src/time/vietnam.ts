// Days, months and clock times as a Vietnamese user counts them: Vietnam time (Asia/Ho_Chi_Minh, UTC+7, no
// daylight saving since 1975), whatever the time zone of the browser or the server. A sale at 00:30 on the 1st
// in Hà Nội belongs to the 1st although it is still the last day of the previous month in UTC, and the day on
// a page is the day on the bank statement and in the CSV. The browser and the API both format through here.
// Plain arithmetic on a fixed offset rather than Intl with a time zone: the same result on every runtime, and
// nothing to build on a page that only shows a date.

export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The moment shifted so its UTC fields read as Vietnam's wall clock. */
function wallClock(at: string | Date): Date {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(time + VIETNAM_OFFSET_MS);
}

/** 'YYYY-MM-DD' of the Vietnam day `at` falls in. */
export function vietnamDay(at: string | Date): string {
  const clock = wallClock(at);
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
}

/** 'YYYY-MM' of the Vietnam month `at` falls in, by default the current one (an <input type="month"> value). */
export function vietnamMonth(at: string | Date = new Date()): string {
  return vietnamDay(at).slice(0, 7);
}

/** The instant the Vietnam day of `at` began. */
export function startOfVietnamDay(at: Date): Date {
  const shifted = at.getTime() + VIETNAM_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - VIETNAM_OFFSET_MS);
}

/** `count` consecutive Vietnam days starting with the day that begins at `start` (a startOfVietnamDay). */
export function vietnamDays(start: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => vietnamDay(new Date(start.getTime() + index * DAY_MS)));
}

/** The instants a calendar month 'YYYY-MM' begins and ends in Vietnam ([start, end)). */
export function vietnamMonthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number);
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1) - VIETNAM_OFFSET_MS),
    end: new Date(Date.UTC(year, monthNumber, 1) - VIETNAM_OFFSET_MS),
  };
}

/** A 'YYYY-MM-DD' day → '21/11/2026', the one way a date is shown. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * A day typed as it is shown, 'd/m/yyyy' or 'dd/mm/yyyy' → 'YYYY-MM-DD'; anything else is returned as typed
 * (the caller's schema then refuses it with its own words).
 */
export function dayFromLabel(typed: string): string {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(typed);
  if (!match) return typed.trim();
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}

/** A 'YYYY-MM-DD' day → '21/11' (chart axes, where the year is the period's). */
export const shortDayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** 'YYYY-MM' → '11/2026'. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The 'YYYY-MM' months from `last` back to `first`, newest first (a month picker's choices). */
export function monthsBack(last: string, first: string): string[] {
  const months: string[] = [];
  let [year, month] = last.split('-').map(Number);
  for (let current = last; current >= first;) {
    months.push(current);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    current = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** '21/11/2026': the Vietnam date of an instant. */
export const vnDate = (at: string | Date) => dayLabel(vietnamDay(at));

/** '21/11/2026 17:05' (24 h): the Vietnam date and time of an instant. */
export function vnDateTime(at: string | Date): string {
  const clock = wallClock(at);
  return `${vnDate(at)} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** '2026-11-21 17:05:09': sortable, and read as a date and time by spreadsheets (CSV files). */
export function vnTimestamp(at: string | Date): string {
  const clock = wallClock(at);
  return `${vietnamDay(at)} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}:${pad(clock.getUTCSeconds())}`;
}
