// Free of zod: the public pages' first download uses it, and types from ./results and ./ghadis are erased.
import type { DrawDay, GameDay } from '../draw-day/draw-day';
import type { GhadiIdentity, PublicGhadi } from '../games/ghadis';
import type { Result } from '../results/results';

/**
 * The results of one game in one month as a chart draws them, in the smallest form a month's chart is rebuilt
 * from: a page carries this, never the results themselves (ids, authors and the game again on every row).
 * When every value has one width (jodi results: two digits) the values stand side by side in one text, a day
 * without one as that many spaces, after their width: `[2, "42  07"]` (gzip takes a third less than a list).
 * Otherwise a list, the value of day n at index n - 1, '' for a day without one. Either way nothing after the
 * last day with a value, and an empty list for a month without any. Read it with valueOn.
 */
export type DayValues = string[] | [width: number, values: string];
/** One game's month: its GID and its day values. */
export type GameMonth = [gid: number, days: DayValues];

/**
 * GIDs, each as its difference from the one before (the first as itself): games listed in the order they were
 * made give 1,1,1... where their numbers would differ in every place.
 */
export type GidSteps = number[];

export const gidStepsOf = (gids: readonly number[]): GidSteps => gids.map((gid, index) => (index === 0 ? gid : gid - gids[index - 1]!));

export function gidsOfSteps(steps: GidSteps): number[] {
  let gid = 0;
  return steps.map((step) => (gid += step));
}

/**
 * Every game with a result in one month, as the pages carry it: the games' GIDs, `span` (the latest day with a
 * value of any of them) and the days 1 to span of each game, game after game, in one DayValues (one text for
 * 40 games of two-digit results, where one list per game cost a sixth more in gzip). Read it with gameMonthsOf.
 */
export type MonthValues = [gids: GidSteps, span: number, days: DayValues];

/** One game's month as its page draws it: the game, named once, and its day values. */
export interface GameMonthValues {
  ghadi: GhadiIdentity;
  days: DayValues;
  /** Only for a matka market, which has jodi and panel charts. */
  market?: true;
}

/** One game's year as its page draws it: the game, named once, and the day values of each month (index month - 1). */
export interface GameYearValues {
  ghadi: GhadiIdentity;
  months: DayValues[];
}

/** A result's draw date and value: all a chart needs of it. */
export type DatedValue = Pick<Result, 'DateTime' | 'Result'>;

const dayOfDate = (drawDate: string): number => Number(drawDate.slice(8, 10));

/**
 * `values` (results, '' or null for none) in the form of DayValues: side by side in one text when they have one
 * width, else as a list. Read the value at place n (from 1) with valueOn.
 */
export function valuesInOne(values: ReadonlyArray<string | null>): DayValues {
  const listed = values.map((value) => value ?? '');
  const width = listed.find((value) => value !== '')?.length ?? 0;
  // A value is never blank (results are trimmed), so blanks can only be places without one.
  const oneWidth = width > 0 && listed.every((value) => value === '' || (value.length === width && value.trim() !== ''));
  return oneWidth ? [width, listed.map((value) => value || ' '.repeat(width)).join('')] : listed;
}

/** The day values of `results` (draw dates of one month). */
export function dayValuesOf(results: DatedValue[]): DayValues {
  const days: string[] = [];
  for (const { DateTime, Result: value } of results) days[dayOfDate(DateTime) - 1] = value;
  // Days left out so far are holes: JSON would write them as null.
  return valuesInOne(Array.from(days, (value) => value ?? ''));
}

/** Every game's day values of one month's `results`, games in the order of their first result. */
export function monthValuesOf(results: Array<DatedValue & Pick<Result, 'GID'>>): MonthValues {
  const byGame = new Map<number, string[]>();
  for (const { GID, DateTime, Result: value } of results) {
    const days = byGame.get(GID) ?? [];
    days[dayOfDate(DateTime) - 1] = value;
    byGame.set(GID, days);
  }
  const span = Math.max(0, ...[...byGame.values()].map((days) => days.length));
  const everyDay = [...byGame.values()].flatMap((days) => Array.from({ length: span }, (_, index) => days[index] ?? ''));
  return [gidStepsOf([...byGame.keys()]), span, valuesInOne(everyDay)];
}

/** Each game's month of `values`, in its order. */
export function gameMonthsOf([steps, span, days]: MonthValues): GameMonth[] {
  const daysOfGame = (index: number): DayValues => {
    if (typeof days[0] !== 'number') return (days as string[]).slice(index * span, (index + 1) * span);
    const [width, values] = days as [number, string];
    return [width, values.slice(index * span * width, (index + 1) * span * width)];
  };
  return gidsOfSteps(steps).map((gid, index) => [gid, daysOfGame(index)]);
}

/** The value of `day` (1-31) in `days`, undefined when there is none. */
export function valueOn(days: DayValues | undefined, day: number): string | undefined {
  if (days === undefined) return undefined;
  if (typeof days[0] !== 'number') return (days as string[])[day - 1] || undefined;
  const [width, values] = days as [number, string];
  const value = values.slice((day - 1) * width, day * width);
  return value.trim() === '' ? undefined : value;
}

/**
 * A game as the public pages list it: its number, names, result time (a matka market's open, with its close
 * time) and the results of yesterday and today, in the list's order. Not its id: only following a game needs it, which reads it then. Pages carry
 * the list as a GameList (./board-values).
 */
export type ListedGame = Pick<PublicGhadi, 'GID' | 'NameEn' | 'NameHn' | 'RTime' | 'CloseTime' | 'YesterdayResult' | 'TodayResult'>;

/**
 * A game's day as the public pages keep it: by its GID, without the game named again (the page lists its
 * games once). Every rule of a game's day takes this, so the API's GameDay passes too. Pages carry the
 * day's board as BoardValues (./board-values).
 */
export type BoardDay = Omit<GameDay, 'ghadi'>;
/** The site day's board as the public pages keep it. */
export type Board = Omit<DrawDay, 'games'> & { games: BoardDay[] };
