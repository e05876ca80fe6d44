/**
 * The site's calendar. Draw dates, "today", "yesterday" and "the current month" are counted in
 * SITE_TIMEZONE (config.siteTimezone), never in the server's or the viewer's zone. Every function takes
 * the instant explicitly, so callers pass `fastify.clock()` and tests can fix "now".
 */

/** Where "now" comes from; the app decorates one as `fastify.clock`. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

// Formatting in a zone costs microseconds and the public read path asks on every request. Zone offsets
// are whole minutes, so a day always starts on a minute boundary: the answer holds for the whole minute.
const lastAnswers = new Map<string, { minute: number; day: string }>();

/** The calendar day (`YYYY-MM-DD`) that `now` falls on in `timeZone`. */
export function siteToday(timeZone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastAnswers.get(timeZone);
  if (last !== undefined && last.minute === minute) return last.day;
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  lastAnswers.set(timeZone, { minute, day });
  return day;
}

/** The day `days` calendar days after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The calendar day before today in `timeZone` (by date, not 24 hours back, so DST changes cannot skip it). */
export function siteYesterday(timeZone: string, now: Date): string {
  return addDays(siteToday(timeZone, now), -1);
}

/** The current month in `timeZone`; `month` is 1 to 12. */
export function siteCurrentMonth(timeZone: string, now: Date): { year: number; month: number } {
  const [year, month] = siteToday(timeZone, now).split('-').map(Number) as [number, number];
  return { year, month };
}

/** The first and last day (`YYYY-MM-DD`, both inclusive) of a month; `month` is 1 to 12. */
export function monthBounds(year: number, month: number): { from: string; to: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${pad(year, 4)}-${pad(month)}-01`, to: `${pad(year, 4)}-${pad(month)}-${pad(lastDay)}` };
}
