import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, resultListResponseSchema, type Result } from '@ghadi/contracts';
import { publicGet } from '@/lib/public-get';

/** Every game's results of the site's current month (the server decides the month in its time zone). */
export async function getMonthResults(): Promise<Result[]> {
  return resultListResponseSchema.parse(await publicGet(apiPaths.results)).data;
}

/** The prefix of every results query: invalidating it refreshes the month chart and any game chart. */
export const RESULTS_QUERY_KEY = ['results'] as const;

export const monthResultsQuery = queryOptions({
  queryKey: [...RESULTS_QUERY_KEY, 'current-month'],
  queryFn: getMonthResults,
  refetchInterval: 60_000,
});

export const useMonthResults = () => useQuery(monthResultsQuery);
