import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { STATS_POLL_MS, visitorStatsResponseSchema, type VisitorStats } from '@ghadi/contracts';

export async function getVisitorStats(): Promise<VisitorStats> {
  const response = await apiClient.get('/api/visitor/stats');
  return visitorStatsResponseSchema.parse(response.data);
}

export const visitorStatsQuery = queryOptions({
  queryKey: ['visitor-stats'],
  queryFn: getVisitorStats,
  refetchInterval: STATS_POLL_MS,
  retry: false,
});

export const useVisitorStats = () => useQuery(visitorStatsQuery);
