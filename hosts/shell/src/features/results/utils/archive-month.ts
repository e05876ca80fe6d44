import { FIRST_ARCHIVE_YEAR } from '@ghadi/contracts';
import type { SiteDate } from '@/lib/site-time';
import type { Month } from '../api/get-month-results';

const index = ({ year, month }: Month): number => year * 12 + (month - 1);
const fromIndex = (value: number): Month => ({ year: Math.floor(value / 12), month: (value % 12) + 1 });

export const previousMonth = (month: Month): Month => fromIndex(index(month) - 1);
export const nextMonth = (month: Month): Month => fromIndex(index(month) + 1);
export const isCurrentMonth = (month: Month, today: SiteDate): boolean => index(month) === index(today);

/** A year from a URL, when it is one a chart can show (not before the archive, not in the future). */
export function archiveYear(text: string | undefined | null, today: SiteDate): number | undefined {
  if (!text || !/^\d{4}$/.test(text)) return undefined;
  const year = Number(text);
  return year >= FIRST_ARCHIVE_YEAR && year <= today.year ? year : undefined;
}

/** A month from a URL (`2026` and `11` or `01`), when it is one a chart can show. */
export function archiveMonth(year: string | undefined | null, month: string | undefined | null, today: SiteDate): Month | undefined {
  const shownYear = archiveYear(year, today);
  if (shownYear === undefined || !month || !/^\d{1,2}$/.test(month)) return undefined;
  const shown = { year: shownYear, month: Number(month) };
  return shown.month >= 1 && shown.month <= 12 && index(shown) <= index(today) ? shown : undefined;
}

/** The years a month/year choice offers: this one back to four before, or to the year shown if older. */
export function yearChoices(today: SiteDate, shownYear: number): number[] {
  const oldest = Math.max(FIRST_ARCHIVE_YEAR, Math.min(shownYear, today.year - 4));
  return Array.from({ length: today.year - oldest + 1 }, (_, offset) => today.year - offset);
}
