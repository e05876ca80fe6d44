import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, userMapListResponseSchema, type UserMap } from '@ghadi/contracts';

/** Every assignment (who answers for each game on today's board), one row per assigned game. */
export async function getUserMaps(): Promise<UserMap[]> {
  const response = await apiClient.get(apiPaths.userMaps);
  return userMapListResponseSchema.parse(response.data).data;
}

export const userMapsQueryOptions = () => queryOptions({ queryKey: ['dashboard', 'user-maps'], queryFn: getUserMaps });

export const useUserMaps = () => useQuery(userMapsQueryOptions());
