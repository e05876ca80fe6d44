// Free of zod: the public pages' first download uses it, and types from ./results and ./ghadis are erased.
import type { GhadiIdentity } from './ghadis';
import type { Result } from './results';

/**
 * The results of one game in one month as a chart draws them: the value of day n at index n - 1, '' for a
 * day without one, nothing after the last day with one. The smallest form a month's chart is rebuilt from:
 * a page carries this, never the results themselves (ids, authors and the game again on every row).
 */
export type DayValues = string[];

/** Every game's month: its GID and its day values, for each game with a result that month. */
export type MonthValues = Array<[gid: number, days: DayValues]>;

/** One game's month as its page draws it: the game, named once, and its day values. */
export interface GameMonthValues {
  ghadi: GhadiIdentity;
  days: DayValues;
}

/** One game's year as its page draws it: the game, named once, and the day values of each month (index month - 1). */
export interface GameYearValues {
  ghadi: GhadiIdentity;
  months: DayValues[];
}

type DatedValue = Pick<Result, 'DateTime' | 'Result'>;

const dayOfDate = (drawDate: string): number => Number(drawDate.slice(8, 10));
const monthOfDate = (drawDate: string): number => Number(drawDate.slice(5, 7));

/** The day values of `results` (draw dates of one month). */
export function dayValuesOf(results: DatedValue[]): DayValues {
  const days: DayValues = [];
  for (const { DateTime, Result: value } of results) days[dayOfDate(DateTime) - 1] = value;
  // Days left out so far are holes: JSON would write them as null.
  return Array.from(days, (value) => value ?? '');
}

/** Every game's day values of one month's `results`, games in the order of their first result. */
export function monthValuesOf(results: Array<DatedValue & Pick<Result, 'GID'>>): MonthValues {
  const byGame = new Map<number, DatedValue[]>();
  for (const result of results) {
    const rows = byGame.get(result.GID) ?? [];
    rows.push(result);
    byGame.set(result.GID, rows);
  }
  return [...byGame].map(([gid, rows]) => [gid, dayValuesOf(rows)]);
}

/** The day values of each month of one year's `results`. */
export function yearValuesOf(results: DatedValue[]): DayValues[] {
  return Array.from({ length: 12 }, (_, index) => dayValuesOf(results.filter((result) => monthOfDate(result.DateTime) === index + 1)));
}

/** The value of `day` (1-31), undefined when there is none. */
export const valueOn = (days: DayValues | undefined, day: number): string | undefined => days?.[day - 1] || undefined;
