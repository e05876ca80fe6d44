import { languageLocales, type SiteLanguage } from '../api/languages';

/** Instants as the site shows them: in its own zone, worded the same on the server and in every browser. */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, language: SiteLanguage): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(languageLocales[language], {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formats.set(key, found);
  }
  return found;
}

// Put together from the parts, not taken whole: ICU versions differ in the space before AM/PM (some use
// U+202F), and the server's and the browser's text must be the same for hydration.
function parts(instant: string, timeZone: string, language: SiteLanguage): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of format(timeZone, language).formatToParts(new Date(instant))) found[part.type] = part.value;
  return found;
}

/** `05:17 PM`, like the spec's result times, in every language (the times the games are known by). */
export function siteTimeText(instant: string, timeZone: string): string {
  const { hour, minute, dayPeriod } = parts(instant, timeZone, 'en');
  return `${hour}:${minute} ${dayPeriod?.toUpperCase()}`;
}

/** `24 Nov 2026, 05:17 PM`; in Hindi the month is the locale's (`24 नव॰ 2026, 05:17 PM`). */
export function siteDateTimeText(instant: string, timeZone: string, language: SiteLanguage = 'en'): string {
  const { day, month, year } = parts(instant, timeZone, language);
  return `${day} ${month} ${year}, ${siteTimeText(instant, timeZone)}`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month's name (1 to 12) in `language`, long (`November`, `नवंबर`) or short (`Nov`, `नव॰`). */
export function monthName(month: number, language: SiteLanguage = 'en', width: 'long' | 'short' = 'long'): string {
  const key = `${language} ${width}`;
  let found = monthFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(languageLocales[language], { month: width, timeZone: 'UTC' });
    monthFormats.set(key, found);
  }
  return month >= 1 && month <= 12 ? found.format(Date.UTC(2000, month - 1, 15)) : '';
}

/** A `YYYY-MM-DD` draw date as `05 Nov 2026` (`05 नव॰ 2026`). */
export const drawDateText = (drawDate: string, language: SiteLanguage = 'en'): string =>
  `${drawDate.slice(8, 10)} ${monthName(Number(drawDate.slice(5, 7)), language, 'short')} ${drawDate.slice(0, 4)}`;

/** A month of a year as the site names it: `November 2026`, `नवंबर 2026`. */
export const monthOfYear = ({ year, month }: { year: number; month: number }, language: SiteLanguage = 'en'): string =>
  `${monthName(month, language)} ${year}`;
