import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, ghadiListResponseSchema, type Ghadi } from '@ghadi/contracts';

/** Every game (names and result times for today's board), sorted by OrderId by the server. */
export async function getGhadis(): Promise<Ghadi[]> {
  const response = await apiClient.get(apiPaths.ghadis);
  return ghadiListResponseSchema.parse(response.data).data;
}

export const ghadisQueryOptions = () => queryOptions({ queryKey: ['dashboard', 'ghadis'], queryFn: getGhadis });

export const useGhadis = () => useQuery(ghadisQueryOptions());
