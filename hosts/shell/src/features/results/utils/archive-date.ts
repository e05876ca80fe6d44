import { addDays, archiveDrawDate, FIRST_ARCHIVE_YEAR } from '@ghadi/contracts';
import { twoDigits, type SiteDate } from '@/lib/site-time';

/** A site date as a draw date, `YYYY-MM-DD`. */
export const drawDateOf = ({ year, month, day }: SiteDate): string => `${year}-${twoDigits(month)}-${twoDigits(day)}`;

/** A draw date from a URL's year, month and day, when a result page can show it (archiveDrawDate). */
export const archiveDate = (year: string | undefined, month: string | undefined, day: string | undefined, today: SiteDate): string | undefined =>
  archiveDrawDate(year, month, day, drawDateOf(today));

/** The dates before and after `date` a result page links to: none before the archive, none after today. */
export function neighbourDates(date: string, today: SiteDate): { previous?: string; next?: string } {
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  return {
    ...(Number(previous.slice(0, 4)) >= FIRST_ARCHIVE_YEAR && { previous }),
    ...(next <= drawDateOf(today) && { next }),
  };
}
