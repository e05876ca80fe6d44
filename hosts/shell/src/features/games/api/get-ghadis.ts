import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, publicGhadiListResponseSchema, readTags, type PublicGhadi } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicGet } from '@/lib/public-get';

export async function getGhadis(): Promise<PublicGhadi[]> {
  return publicGhadiListResponseSchema.parse(await publicGet(apiPaths.ghadis)).data;
}

/** The games with yesterday's and today's results; re-read every minute while the page is open. */
export const ghadisQuery = queryOptions({ queryKey: ['ghadis'], queryFn: getGhadis, refetchInterval: 60_000, ...showing(readTags.ghadis()) });

export const useGhadis = () => useQuery(ghadisQuery);
