import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, listedGameOf, readTags, type ListedGame, type PublicGhadi } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/** The games as the pages list them (the form the server's page data has). */
export async function getGhadis(): Promise<ListedGame[]> {
  return (await publicData<PublicGhadi[]>(apiPaths.ghadis)).map(listedGameOf);
}

/** The games with yesterday's and today's results; re-read every minute while the page is open. */
export const ghadisQuery = queryOptions({ queryKey: ['ghadis'], queryFn: getGhadis, refetchInterval: 60_000, ...showing(readTags.ghadis()) });

export const useGhadis = () => useQuery(ghadisQuery);
