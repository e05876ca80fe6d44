import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { accountPaths, userListResponseSchema, type User } from '@ghadi/contracts';

export const adminsQueryKey = [accountPaths.admins] as const;

export async function getAdmins(): Promise<User[]> {
  const response = await apiClient.get(accountPaths.admins);
  return userListResponseSchema.parse(response.data).data;
}

export const useAdmins = () => useQuery(queryOptions({ queryKey: adminsQueryKey, queryFn: getAdmins }));
