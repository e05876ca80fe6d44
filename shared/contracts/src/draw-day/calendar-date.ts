// Apart from ./calendar, which the public first download takes: only later pages and the API check a date.

/** Whether a `YYYY-MM-DD` text names a day that exists in the calendar (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The oldest year a chart or a result page may show; the API refuses earlier ones too. */
export const FIRST_ARCHIVE_YEAR = 2000;

/**
 * A draw date from an address's year, month and day (`2026`, `11`, `05`), when a result page (or its
 * picture) can show it: a real date, not before the archive, not after the site's today (`YYYY-MM-DD`).
 */
export function archiveDrawDate(year: string | undefined, month: string | undefined, day: string | undefined, siteToday: string): string | undefined {
  if (!/^\d{4}$/.test(year ?? '') || !/^\d{2}$/.test(month ?? '') || !/^\d{2}$/.test(day ?? '')) return undefined;
  const date = `${year}-${month}-${day}`;
  return isCalendarDate(date) && Number(year) >= FIRST_ARCHIVE_YEAR && date <= siteToday ? date : undefined;
}
