import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, userMapListResponseSchema, type UserMap } from '@ghadi/contracts';

export const userMapsQueryKey = ['user-maps'] as const;

/** Every assignment, one row per assigned game. */
export async function getUserMaps(): Promise<UserMap[]> {
  const response = await apiClient.get(apiPaths.userMaps);
  return userMapListResponseSchema.parse(response.data).data;
}

export const userMapsQueryOptions = () => queryOptions({ queryKey: userMapsQueryKey, queryFn: getUserMaps });

export const useUserMaps = () => useQuery(userMapsQueryOptions());
