/** A calendar month; `month` is 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The month a `YYYY-MM-DD` date falls in. */
export function monthOfDate(date: string): YearMonth {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * The years the month choice offers: a few back for looking up past days off, the next one for planning
 * ahead, and the shown year whatever it is (a date marked far ahead moves the list there).
 */
export function yearChoices(currentYear: number, shownYear: number): number[] {
  const years = new Set<number>([shownYear]);
  for (let year = currentYear - 5; year <= currentYear + 1; year += 1) years.add(year);
  return [...years].sort((a, b) => b - a);
}
