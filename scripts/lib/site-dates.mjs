// Draw dates as the server counts them: calendar days in the site's time zone, `YYYY-MM-DD`, oldest first.
// The scripts run after the build, so they take the site's one calendar from the built contracts.
import contracts from '@ghadi/contracts';

/** Today in `timeZone`, by the same rule as the server and the pages. */
export const siteToday = (timeZone, now = new Date()) => contracts.drawDateIn(timeZone, now);

// Date.UTC rolls over out-of-range days (29 February in a common year becomes 1 March, day 0 the month before).
const utcDay = (year, month, day) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** Every day after the same date `years` years before `today`, up to `today` inclusive. */
export function daysBackFrom(today, years) {
  const [year, month, day] = today.split('-').map(Number);
  const days = [];
  for (let offset = 1; ; offset += 1) {
    const date = utcDay(year - years, month, day + offset);
    if (date > today) return days;
    days.push(date);
  }
}

/** The `count` days up to `today` inclusive: a shorter history than whole years. */
export function lastDays(today, count) {
  const [year, month, day] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => utcDay(year, month, day - count + 1 + index));
}

/** The month of `date`, as the public pages ask for it (`?month=&year=`). */
export function monthOf(date) {
  const [year, month] = date.split('-').map(Number);
  return { year, month };
}
