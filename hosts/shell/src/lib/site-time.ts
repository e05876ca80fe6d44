/** Dates as the site counts them: in its own time zone, never the viewer's or the server's. */
export interface SiteDate {
  year: number;
  month: number;
  day: number;
}

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? '';

/** Spec: chart rows are the days 01 to 31. */
export const CHART_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A `YYYY-MM-DD` draw date as `05 Nov 2026`. */
export const drawDateText = (drawDate: string): string =>
  `${drawDate.slice(8, 10)} ${monthName(Number(drawDate.slice(5, 7))).slice(0, 3)} ${drawDate.slice(0, 4)}`;

/** The day of the month of a `YYYY-MM-DD` draw date. */
export const dayOf = (drawDate: string): number => Number(drawDate.slice(8, 10));
