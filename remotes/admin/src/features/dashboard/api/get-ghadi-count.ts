import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, countResponseSchema, STATS_POLL_MS } from '@ghadi/contracts';

export async function getGhadiCount(): Promise<number> {
  const response = await apiClient.get(apiPaths.ghadiCount);
  return countResponseSchema.parse(response.data).count;
}

export const ghadiCountQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'ghadi-count'], queryFn: getGhadiCount, refetchInterval: STATS_POLL_MS });

export const useGhadiCount = () => useQuery(ghadiCountQueryOptions());
