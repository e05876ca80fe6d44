/** The zone draw dates are counted in when the deployment names none (SITE_TIMEZONE). */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Kolkata';

/**
 * `now` as a `YYYY-MM-DD` draw date on the calendar of `timeZone`: the one rule by which the server,
 * the public site and both back offices decide what "today" is, whatever zone the machine or phone is in.
 */
export function drawDateIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
