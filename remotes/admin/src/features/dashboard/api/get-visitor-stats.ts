import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, STATS_POLL_MS, visitorStatsResponseSchema, type VisitorStats } from '@ghadi/contracts';

export async function getVisitorStats(): Promise<VisitorStats> {
  const response = await apiClient.get(apiPaths.visitorStats);
  return visitorStatsResponseSchema.parse(response.data);
}

export const visitorStatsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'visitor-stats'], queryFn: getVisitorStats, refetchInterval: STATS_POLL_MS });

export const useVisitorStats = () => useQuery(visitorStatsQueryOptions());
