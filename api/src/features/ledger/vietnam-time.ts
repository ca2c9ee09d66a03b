// Days and months as a Vietnamese creator counts them (UTC+7, no daylight saving): a sale at 00:30 on the
// 1st in Hà Nội belongs to the 1st, although it is still the last day of the previous month in UTC.
export const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the Vietnam day `at` falls in. */
export function vietnamDay(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
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
export function vietnamMonth(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number);
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1) - VIETNAM_OFFSET_MS),
    end: new Date(Date.UTC(year, monthNumber, 1) - VIETNAM_OFFSET_MS),
  };
}
