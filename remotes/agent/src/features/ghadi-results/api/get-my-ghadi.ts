import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { ghadiListResponseSchema, type Ghadi } from '@ghadi/contracts';

/** GET /api/agent/my-ghadi: the games assigned to the signed-in agent, in OrderId order. */
export async function getMyGhadi(signal?: AbortSignal): Promise<Ghadi[]> {
  const response = await apiClient.get('/api/agent/my-ghadi', { signal });
  return ghadiListResponseSchema.parse(response.data).data;
}

export const myGhadiQueryOptions = () =>
  queryOptions({ queryKey: ['agent', 'my-ghadi'], queryFn: ({ signal }) => getMyGhadi(signal) });

export function useMyGhadi() {
  return useQuery(myGhadiQueryOptions());
}
