import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, STATS_POLL_MS, type VisitorStats } from '@ghadi/contracts';
import { publicAnswer } from '@/lib/public-get';

export async function getVisitorStats(): Promise<VisitorStats> {
  return publicAnswer<VisitorStats>(publicApiPaths.visitorStats);
}

export const visitorStatsQuery = defineRead({
  queryKey: ['visitor-stats'],
  queryFn: getVisitorStats,
  refetchInterval: STATS_POLL_MS,
  retry: false,
});

export const useVisitorStats = () => useRead(visitorStatsQuery);
