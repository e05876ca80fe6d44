import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, countResponseSchema, STATS_POLL_MS } from '@ghadi/contracts';

export async function getAgentCount(): Promise<number> {
  const response = await apiClient.get(apiPaths.userCount);
  return countResponseSchema.parse(response.data).count;
}

export const agentCountQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'agent-count'], queryFn: getAgentCount, refetchInterval: STATS_POLL_MS });

export const useAgentCount = () => useQuery(agentCountQueryOptions());
