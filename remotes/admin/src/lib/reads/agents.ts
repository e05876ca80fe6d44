import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, countResponseSchema, STATS_POLL_MS, userListResponseSchema, type User } from '@ghadi/contracts';

/** The agents, as the Agents screen, Assign Ghadi's choices and the dashboard's count show them: one key (writes.ts). */
export const agentsKey = ['agents'] as const;

export async function getAgents(signal?: AbortSignal): Promise<User[]> {
  const response = await apiClient.get(apiPaths.users, { signal });
  return userListResponseSchema.parse(response.data).data;
}

export async function getAgentCount(signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get(apiPaths.userCount, { signal });
  return countResponseSchema.parse(response.data).count;
}

export const agentsQuery = queryOptions({ queryKey: [...agentsKey, 'list'], queryFn: ({ signal }) => getAgents(signal) });

export const useAgents = () => useQuery(agentsQuery);

/** The spec's dashboard count, reloaded every 15 seconds with the other counts. */
export const agentCountQuery = queryOptions({ queryKey: [...agentsKey, 'count'], queryFn: ({ signal }) => getAgentCount(signal), refetchInterval: STATS_POLL_MS });

export const useAgentCount = () => useQuery(agentCountQuery);
