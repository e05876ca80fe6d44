/** Instants as the site shows them: in its own zone, worded the same on the server and in every browser. */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formats.set(timeZone, found);
  }
  return found;
}

// Put together from the parts, not taken whole: ICU versions differ in the space before AM/PM (some use
// U+202F), and the server's and the browser's text must be the same for hydration.
function parts(instant: string, timeZone: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of format(timeZone).formatToParts(new Date(instant))) found[part.type] = part.value;
  return found;
}

/** `05:17 PM`, like the spec's result times. */
export function siteTimeText(instant: string, timeZone: string): string {
  const { hour, minute, dayPeriod } = parts(instant, timeZone);
  return `${hour}:${minute} ${dayPeriod?.toUpperCase()}`;
}

/** `24 Nov 2026, 05:17 PM`. */
export function siteDateTimeText(instant: string, timeZone: string): string {
  const { day, month, year } = parts(instant, timeZone);
  return `${day} ${month} ${year}, ${siteTimeText(instant, timeZone)}`;
}
