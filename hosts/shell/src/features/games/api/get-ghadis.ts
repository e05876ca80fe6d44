import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { publicGhadiListResponseSchema, type PublicGhadi } from '@ghadi/contracts';

export async function getGhadis(): Promise<PublicGhadi[]> {
  const response = await apiClient.get('/api/ghadis');
  return publicGhadiListResponseSchema.parse(response.data).data;
}

/** The games with yesterday's and today's results; re-read every minute while the page is open. */
export const ghadisQuery = queryOptions({ queryKey: ['ghadis'], queryFn: getGhadis, refetchInterval: 60_000 });

export const useGhadis = () => useQuery(ghadisQuery);
