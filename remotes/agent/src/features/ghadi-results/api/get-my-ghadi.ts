import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, ghadiListResponseSchema, type Ghadi } from '@ghadi/contracts';

/** The games assigned to the signed-in agent, in OrderId order. */
export async function getMyGhadi(signal?: AbortSignal): Promise<Ghadi[]> {
  const response = await apiClient.get(apiPaths.myGhadis, { signal });
  return ghadiListResponseSchema.parse(response.data).data;
}

export const myGhadiQueryOptions = () =>
  queryOptions({ queryKey: ['agent', 'my-ghadi'], queryFn: ({ signal }) => getMyGhadi(signal) });

export function useMyGhadi() {
  return useQuery(myGhadiQueryOptions());
}
