// Free of zod, like ./chart-values: the home page's first download decodes these.
import { gidsOfSteps, gidStepsOf, valueOn, valuesInOne, type Board, type BoardDay, type DayValues, type GidSteps, type ListedGame } from './chart-values';
import type { DrawDay, GameDayState } from '../draw-day/draw-day';

// The pages' games and the home page's day, in the smallest form they are rebuilt from: one column per field,
// each game's number and names once, GIDs as steps (GidSteps), instants as numbers from one instant written
// once. Rows of objects repeated every field name, and the same date in every instant, for every game (with 40
// games the home page sent 1.53x its static HTML). Every column lists the games in the list's order.

/** The value of the game at `index` in `values` (one column), null when it has none. */
const valueAt = (values: DayValues, index: number): string | null => valueOn(values, index + 1) ?? null;

/** The games as the pages list them (ListedGame), one column per field. */
export type GameList = [
  gids: GidSteps,
  namesEn: string[],
  namesHn: string[],
  /** Result times as typed; null for a game without one. */
  times: Array<string | null>,
  yesterday: DayValues,
  today: DayValues,
  /** Close times, a matka market's (null for any other game); left out when no game has one. */
  closes?: Array<string | null>,
];

/** The public games' list (`GET /api/ghadis`: the API's rows pass) as the pages carry it. */
export function gameListOf(games: readonly ListedGame[]): GameList {
  const closes = games.map((game) => game.CloseTime ?? null);
  const list: Required<GameList> = [
    gidStepsOf(games.map((game) => game.GID)),
    games.map((game) => game.NameEn),
    games.map((game) => game.NameHn),
    games.map((game) => game.RTime ?? null),
    valuesInOne(games.map((game) => game.YesterdayResult)),
    valuesInOne(games.map((game) => game.TodayResult)),
    closes,
  ];
  // A list without markets (most sites) pays nothing for them.
  return closes.some((close) => close !== null) ? list : (list.slice(0, 6) as GameList);
}

/** The games of `list`, in its order. */
export function gamesOfList([steps, namesEn, namesHn, times, yesterday, today, closes]: GameList): ListedGame[] {
  return gidsOfSteps(steps).map((GID, index) => ({
    ...(closes?.[index] && { CloseTime: closes[index] }),
    GID,
    NameEn: namesEn[index]!,
    NameHn: namesHn[index]!,
    RTime: times[index]!,
    YesterdayResult: valueAt(yesterday, index),
    TodayResult: valueAt(today, index),
  }));
}

/** The games as a chart of every game heads its columns: GID and name in the page's language. */
export interface NamedGame {
  GID: number;
  name: string;
}

/** The games' names in one language as the pages carry them. */
export type GameNames = [gids: GidSteps, names: string[]];

export const gameNamesOf = (games: readonly NamedGame[]): GameNames => [gidStepsOf(games.map((game) => game.GID)), games.map((game) => game.name)];

export const namedGamesOf = ([steps, names]: GameNames): NamedGame[] => gidsOfSteps(steps).map((GID, index) => ({ GID, name: names[index]! }));

/** Each state as one letter, its first (a Record: a new state cannot be left out). Only types come from ./draw-day, which holds zod. */
const STATE_LETTERS: Record<GameDayState, string> = { upcoming: 'u', awaited: 'a', declared: 'd', corrected: 'c', holiday: 'h' };
const STATE_BY_LETTER = new Map(Object.entries(STATE_LETTERS).map(([state, letter]) => [letter, state as GameDayState]));

const MINUTE_MS = 60_000;
const instantMs = (instant: string | null): number | null => (instant === null ? null : Date.parse(instant));
const instantOf = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * The site day's board (Board) as the pages carry it. Result times are minutes after the first game's (a
 * result time is a time of day: whole minutes); publications and corrections are milliseconds before the
 * board's last update (every one of them is at or before it), or after 1970 on a board without one.
 */
export type BoardValues = [
  day: string,
  lastUpdatedAt: string | null,
  gids: GidSteps,
  /** One letter per game: the first letter of its state. */
  states: string,
  /** The first result time of the board's games (an instant); null when no game has one. */
  firstDueAt: string | null,
  dueMinutes: Array<number | null>,
  results: DayValues,
  declaredBefore: Array<number | null>,
  correctedBefore: Array<number | null>,
  previousResults: DayValues,
];

/** The site day's board (`GET /api/draw-day`, or as the pages keep it) as the pages carry it. */
export function boardValuesOf({ day, lastUpdatedAt, games }: DrawDay | Board): BoardValues {
  const firstDueAt = games.find((game) => game.dueAt !== null)?.dueAt ?? null;
  const firstDue = instantMs(firstDueAt);
  const updated = instantMs(lastUpdatedAt) ?? 0;
  const before = (instant: string | null) => (instant === null ? null : updated - Date.parse(instant));
  return [
    day,
    lastUpdatedAt,
    gidStepsOf(games.map((game) => game.GID)),
    games.map((game) => STATE_LETTERS[game.state]).join(''),
    firstDueAt,
    games.map((game) => (game.dueAt === null || firstDue === null ? null : (Date.parse(game.dueAt) - firstDue) / MINUTE_MS)),
    valuesInOne(games.map((game) => game.result)),
    games.map((game) => before(game.declaredAt)),
    games.map((game) => before(game.correctedAt)),
    valuesInOne(games.map((game) => game.previousResult)),
  ];
}

/** The board of `values`, its games in its order. */
export function boardFromValues([day, lastUpdatedAt, steps, states, firstDueAt, dueMinutes, results, declaredBefore, correctedBefore, previousResults]: BoardValues): Board {
  const firstDue = instantMs(firstDueAt);
  const updated = instantMs(lastUpdatedAt) ?? 0;
  const before = (ms: number | null | undefined) => instantOf(ms === null || ms === undefined ? null : updated - ms);
  const games = gidsOfSteps(steps).map(
    (GID, index): BoardDay => ({
      GID,
      state: STATE_BY_LETTER.get(states[index]!)!,
      dueAt: instantOf(dueMinutes[index] === null || firstDue === null ? null : firstDue + dueMinutes[index]! * MINUTE_MS),
      result: valueAt(results, index),
      declaredAt: before(declaredBefore[index]),
      correctedAt: before(correctedBefore[index]),
      previousResult: valueAt(previousResults, index),
    }),
  );
  return { day, lastUpdatedAt, games };
}
