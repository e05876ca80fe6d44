import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, countResponseSchema, STATS_POLL_MS } from '@ghadi/contracts';

export async function getResultCount(): Promise<number> {
  const response = await apiClient.get(apiPaths.resultCount);
  return countResponseSchema.parse(response.data).count;
}

export const resultCountQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'result-count'], queryFn: getResultCount, refetchInterval: STATS_POLL_MS });

export const useResultCount = () => useQuery(resultCountQueryOptions());
