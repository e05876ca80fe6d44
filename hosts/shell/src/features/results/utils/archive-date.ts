import { addDays, isCalendarDate } from '@ghadi/contracts';
import { twoDigits, type SiteDate } from '@/lib/site-time';
import { FIRST_ARCHIVE_YEAR } from './archive-month';

/** A site date as a draw date, `YYYY-MM-DD`. */
export const drawDateOf = ({ year, month, day }: SiteDate): string => `${year}-${twoDigits(month)}-${twoDigits(day)}`;

/**
 * A draw date from a URL's year, month and day (`2026`, `11`, `05`), when a result page can show it: a real
 * date, not before the archive, not after today.
 */
export function archiveDate(year: string | undefined, month: string | undefined, day: string | undefined, today: SiteDate): string | undefined {
  if (!/^\d{4}$/.test(year ?? '') || !/^\d{2}$/.test(month ?? '') || !/^\d{2}$/.test(day ?? '')) return undefined;
  const date = `${year}-${month}-${day}`;
  return isCalendarDate(date) && Number(year) >= FIRST_ARCHIVE_YEAR && date <= drawDateOf(today) ? date : undefined;
}

/** The dates before and after `date` a result page links to: none before the archive, none after today. */
export function neighbourDates(date: string, today: SiteDate): { previous?: string; next?: string } {
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  return {
    ...(Number(previous.slice(0, 4)) >= FIRST_ARCHIVE_YEAR && { previous }),
    ...(next <= drawDateOf(today) && { next }),
  };
}
