import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, gameNameKey, gameResultsResponseSchema, readTags, yearMonth, type GameChart } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicGet } from '@/lib/public-get';
import { unlessUnknownGame } from '../utils/unless-unknown-game';
import { RESULTS_QUERY_KEY, type Month } from './get-month-results';

/** A game and its results, or null when there is no game by that name (the page then says there is no data). */
export type GameResults = GameChart | null;

const readGameResults = (path: string): Promise<GameResults> =>
  unlessUnknownGame(
    publicGet(path).then((body) => {
      const { ghadi, data } = gameResultsResponseSchema.parse(body);
      return { ghadi, results: data };
    }),
  );

export interface GameMonth extends Month {
  /** The lower-cased English name from the URL. */
  name: string;
}

export function getGameResults({ name, month, year }: GameMonth): Promise<GameResults> {
  const query = new URLSearchParams({ month: String(month), year: String(year) });
  return readGameResults(`${apiPaths.gameResults.url(name)}?${query}`);
}

export const gameResultsQuery = (key: GameMonth) =>
  queryOptions({
    queryKey: [...RESULTS_QUERY_KEY, 'game', key.name, key.year, key.month],
    queryFn: () => getGameResults(key),
    ...showing(readTags.gameMonth(gameNameKey(key.name), yearMonth(key.year, key.month))),
    // The error catalogue tells server errors from network failures: show them at once, without a silent retry.
    retry: false,
  });

export const useGameResults = (key: GameMonth) => useQuery(gameResultsQuery(key));

export interface GameYear {
  name: string;
  year: number;
}

export const gameYearResultsQuery = ({ name, year }: GameYear) =>
  queryOptions({
    queryKey: [...RESULTS_QUERY_KEY, 'game-year', name, year],
    queryFn: () => readGameResults(apiPaths.gameYearResults.url(name, year)),
    ...showing(readTags.gameYear(gameNameKey(name), year)),
    retry: false,
  });

export const useGameYearResults = (key: GameYear) => useQuery(gameYearResultsQuery(key));
