// Apart from ./chart-values: only a game's year page uses it, so it stays out of the home page's download.
import { dayValuesOf, type DatedValue, type DayValues } from './chart-values';

/** The day values of each month of one year's `results`. */
export function yearValuesOf(results: DatedValue[]): DayValues[] {
  return Array.from({ length: 12 }, (_, index) => dayValuesOf(results.filter((result) => Number(result.DateTime.slice(5, 7)) === index + 1)));
}
