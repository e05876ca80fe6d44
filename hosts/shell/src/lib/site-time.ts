/** Dates as the site counts them: in its own time zone, never the viewer's or the server's. */
export interface SiteDate {
  year: number;
  month: number;
  day: number;
}

/** Spec: chart rows are the days 01 to 31. */
export const CHART_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The twelve months, 1 to 12. */
export const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The day of the month of a `YYYY-MM-DD` draw date. */
export const dayOf = (drawDate: string): number => Number(drawDate.slice(8, 10));
