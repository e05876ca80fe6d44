import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { resultListResponseSchema, type Result } from '@ghadi/contracts';

/** Every game's results of the site's current month (the server decides the month in its time zone). */
export async function getMonthResults(): Promise<Result[]> {
  const response = await apiClient.get('/api/results');
  return resultListResponseSchema.parse(response.data).data;
}

export const monthResultsQuery = queryOptions({
  queryKey: ['results', 'current-month'],
  queryFn: getMonthResults,
  refetchInterval: 60_000,
});

export const useMonthResults = () => useQuery(monthResultsQuery);
