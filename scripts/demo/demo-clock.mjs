// The demo's sense of time: minutes of the day and dates in the site's zone, as the server counts them.
import contracts from '@ghadi/contracts';

const pad = (value) => String(value).padStart(2, '0');

/** Minutes after midnight of `now` in `timeZone`. */
export function siteMinutes(timeZone, now = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** Minutes after midnight as the spec writes a result time: `hh:mm AM/PM`. */
export function formatResultTime(minutes) {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  const hour24 = Math.floor(wrapped / 60);
  return `${pad(((hour24 + 11) % 12) + 1)}:${pad(wrapped % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** 0 for a Sunday: the weekday of a `YYYY-MM-DD` date. */
export const weekdayOf = (date) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const { addDays, drawDateIn, parseResultTime } = contracts;

/** The dates `from` to `to`, both inclusive, oldest first. */
export function datesBetween(from, to) {
  const dates = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
