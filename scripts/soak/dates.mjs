// Draw dates as the server counts them: calendar days in the site's time zone, `YYYY-MM-DD`.
import { siteToday } from '../bench/site-dates.mjs';

export { siteToday };

/** `count` days ending with `today` inclusive, newest first. */
export function lastDays(today, count) {
  const [year, month, day] = today.split('-').map(Number);
  // Date.UTC rolls over out-of-range days, so day - 40 lands in the right earlier month.
  return Array.from({ length: count }, (_, offset) =>
    new Date(Date.UTC(year, month - 1, day - offset)).toISOString().slice(0, 10),
  );
}

/** The month query the public game page sends for the month of `date`. */
export function monthOf(date) {
  const [year, month] = date.split('-').map(Number);
  return { year, month };
}
