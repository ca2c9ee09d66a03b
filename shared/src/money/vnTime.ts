// Dates as a Vietnamese creator or affiliate reads them: Vietnam time (UTC+7, no daylight saving), whatever the
// browser's own time zone, so the day on the page is the day on their bank statement and in the CSV.
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The moment shifted so its UTC fields read as Vietnam's wall clock. */
function vnClock(iso: string | Date): Date {
  const time = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  return new Date(time + VN_OFFSET_MS);
}

/** '21/11/2026' */
export function vnDate(iso: string | Date): string {
  const d = vnClock(iso);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** '21/11/2026 17:05' */
export function vnDateTime(iso: string | Date): string {
  const d = vnClock(iso);
  return `${vnDate(iso)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** '2026-11-21 17:05:09': sortable, and read as a date and time by spreadsheets. */
export function vnTimestamp(iso: string | Date): string {
  const d = vnClock(iso);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** The month it is now in Vietnam, 'YYYY-MM' (an <input type="month"> value). */
export function vnMonth(now: Date = new Date()): string {
  const d = vnClock(now);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** 'YYYY-MM' → '11/2026'. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** A 'YYYY-MM-DD' day (already a Vietnamese day) → '21/11'. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A 'YYYY-MM-DD' day → '21/11/2026'. */
export const longDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
