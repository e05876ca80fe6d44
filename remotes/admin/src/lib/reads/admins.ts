import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { accountPaths, userListResponseSchema, type User } from '@ghadi/contracts';

/** The admin accounts, as the Admins screen lists them: one key, refreshed by every write that moves it (writes.ts). */
export const adminsKey = ['admins'] as const;

export async function getAdmins(signal?: AbortSignal): Promise<User[]> {
  const response = await apiClient.get(accountPaths.admins, { signal });
  return userListResponseSchema.parse(response.data).data;
}

export const adminsQuery = queryOptions({ queryKey: adminsKey, queryFn: ({ signal }) => getAdmins(signal) });

export const useAdmins = () => useQuery(adminsQuery);
