import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, userListResponseSchema, type User } from '@ghadi/contracts';

export const agentsQueryKey = ['agents'] as const;

export async function getAgents(): Promise<User[]> {
  const response = await apiClient.get(apiPaths.users);
  return userListResponseSchema.parse(response.data).data;
}

export const agentsQueryOptions = () => queryOptions({ queryKey: agentsQueryKey, queryFn: getAgents });

export const useAgents = () => useQuery(agentsQueryOptions());
