import { defineRead, useRead } from '@/lib/reads';
import {
  publicApiPaths,
  dayValuesOf,
  gameNameKey,
  readTags,
  yearMonth,
  yearValuesOf,
  type GameMonthValues,
  type GameYearValues,
  type GameResultsResponse,
} from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicAnswer } from '@/lib/public-get';
import { unlessUnknownGame } from '../utils/unless-unknown-game';
import { RESULTS_QUERY_KEY, type Month } from './get-month-results';

/** A game and its month's results, or null when there is no game by that name (the page then says there is no data). */
export type GameResults = GameMonthValues | null;
/** A game and its year's results, or null when there is no game by that name. */
export type GameYearResults = GameYearValues | null;

/** The game and its results at `path`, as the page draws them (the form the server's page data has). */
const readGameResults = <T>(path: string, valuesOf: (answer: GameResultsResponse) => T): Promise<T | null> =>
  unlessUnknownGame(publicAnswer<GameResultsResponse>(path).then(valuesOf));

export interface GameMonth extends Month {
  /** The lower-cased English name from the URL. */
  name: string;
}

export function getGameResults({ name, month, year }: GameMonth): Promise<GameResults> {
  const query = new URLSearchParams({ month: String(month), year: String(year) });
  return readGameResults(`${publicApiPaths.gameResults.url(name)}?${query}`, ({ ghadi, data, market }) => ({ ghadi, days: dayValuesOf(data), ...(market && { market }) }));
}

export const gameResultsQuery = (key: GameMonth) =>
  defineRead({
    queryKey: [...RESULTS_QUERY_KEY, 'game', key.name, key.year, key.month],
    queryFn: () => getGameResults(key),
    ...showing(readTags.gameMonth(gameNameKey(key.name), yearMonth(key.year, key.month))),
    // The error catalogue tells server errors from network failures: show them at once, without a silent retry.
    retry: false,
  });

export const useGameResults = (key: GameMonth) => useRead(gameResultsQuery(key));

export interface GameYear {
  name: string;
  year: number;
}

export const gameYearResultsQuery = ({ name, year }: GameYear) =>
  defineRead({
    queryKey: [...RESULTS_QUERY_KEY, 'game-year', name, year],
    queryFn: (): Promise<GameYearResults> =>
      readGameResults(publicApiPaths.gameYearResults.url(name, year), ({ ghadi, data }) => ({ ghadi, months: yearValuesOf(data) })),
    ...showing(readTags.gameYear(gameNameKey(name), year)),
    retry: false,
  });

export const useGameYearResults = (key: GameYear) => useRead(gameYearResultsQuery(key));
