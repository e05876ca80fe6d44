import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, resultListResponseSchema, type Result } from '@ghadi/contracts';
import { publicGet } from '@/lib/public-get';
import { RESULTS_QUERY_KEY } from './get-month-results';

export interface GameMonth {
  name: string;
  month: number;
  year: number;
}

/** One game's results for one month; `name` is the lower-cased English name from the URL. */
export async function getGameResults({ name, month, year }: GameMonth): Promise<Result[]> {
  const query = new URLSearchParams({ month: String(month), year: String(year) });
  return resultListResponseSchema.parse(await publicGet(`${apiPaths.gameResults.url(name)}?${query}`)).data;
}

export const gameResultsQuery = (key: GameMonth) =>
  queryOptions({
    queryKey: [...RESULTS_QUERY_KEY, 'game', key.name, key.year, key.month],
    queryFn: () => getGameResults(key),
    // The error catalogue tells 404 from network failures: show them at once, without a silent retry.
    retry: false,
  });

export const useGameResults = (key: GameMonth) => useQuery(gameResultsQuery(key));
