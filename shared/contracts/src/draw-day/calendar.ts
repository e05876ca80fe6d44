/** The zone draw dates are counted in when the deployment names none (SITE_TIMEZONE). */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Kolkata';

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

// Building a formatter costs far more than using one, and the server asks on every request.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Formatting in a zone still costs microseconds. Zone offsets are whole minutes, so a day always starts
// on a minute boundary: an answer holds for the whole minute it was asked in.
const lastAnswers = new Map<string, { minute: number; day: string }>();

/**
 * `now` as a `YYYY-MM-DD` draw date on the calendar of `timeZone`: the one rule by which the server,
 * the public site and both back offices decide what "today" is, whatever zone the machine or phone is in.
 */
export function drawDateIn(timeZone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastAnswers.get(timeZone);
  if (last !== undefined && last.minute === minute) return last.day;
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  lastAnswers.set(timeZone, { minute, day });
  return day;
}

/** The draw date `days` calendar days after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The draw date before today in `timeZone`: by calendar, not 24 hours back, so a DST change cannot skip a day. */
export function yesterdayIn(timeZone: string, now: Date = new Date()): string {
  return addDays(drawDateIn(timeZone, now), -1);
}

/** The month `now` falls in, in `timeZone`; `month` is 1 to 12. */
export function monthIn(timeZone: string, now: Date = new Date()): { year: number; month: number } {
  const [year, month] = drawDateIn(timeZone, now).split('-').map(Number) as [number, number];
  return { year, month };
}

/** The first and last draw dates (both inclusive) of a month; `month` is 1 to 12. */
export function monthBounds(year: number, month: number): { from: string; to: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${pad(year, 4)}-${pad(month)}-01`, to: `${pad(year, 4)}-${pad(month)}-${pad(lastDay)}` };
}

/** A draw date after the site's today cannot have a result (fixed-width YYYY-MM-DD strings compare as the dates). */
export const isAfterSiteDay = (drawDate: string, siteToday: string): boolean => drawDate > siteToday;
