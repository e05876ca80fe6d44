import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, userMapListResponseSchema, type UserMap } from '@ghadi/contracts';

/** Who answers for each game, as Assign Ghadi and today's board show it: one key, refreshed by every write that moves it (writes.ts). */
export const assignmentsKey = ['assignments'] as const;

/** Every assignment, one row per assigned game. */
export async function getUserMaps(signal?: AbortSignal): Promise<UserMap[]> {
  const response = await apiClient.get(apiPaths.userMaps, { signal });
  return userMapListResponseSchema.parse(response.data).data;
}

export const userMapsQuery = queryOptions({ queryKey: assignmentsKey, queryFn: ({ signal }) => getUserMaps(signal) });

export const useUserMaps = () => useQuery(userMapsQuery);
