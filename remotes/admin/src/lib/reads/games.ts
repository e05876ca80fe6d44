import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, countResponseSchema, ghadiListResponseSchema, readTags, STATS_POLL_MS, type Ghadi } from '@ghadi/contracts';
import { showing } from '@ghadi/ui';

/**
 * The games, as every admin screen shows them (the Ghadi list, Assign Ghadi's choices, today's board, the
 * dashboard's count): one key, so a write refreshes them all (writes.ts), and the live stream's word on a
 * game changed elsewhere.
 */
export const gamesKey = ['games'] as const;

/** Every game, sorted by OrderId by the server. */
export async function getGhadis(signal?: AbortSignal): Promise<Ghadi[]> {
  const response = await apiClient.get(apiPaths.ghadis, { signal });
  return ghadiListResponseSchema.parse(response.data).data;
}

export async function getGhadiCount(signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get(apiPaths.ghadiCount, { signal });
  return countResponseSchema.parse(response.data).count;
}

export const ghadisQuery = queryOptions({ queryKey: [...gamesKey, 'list'], queryFn: ({ signal }) => getGhadis(signal), ...showing(readTags.ghadis()) });

export const useGhadis = () => useQuery(ghadisQuery);

/** The spec's dashboard count, reloaded every 15 seconds with the other counts. */
export const ghadiCountQuery = queryOptions({
  queryKey: [...gamesKey, 'count'],
  queryFn: ({ signal }) => getGhadiCount(signal),
  refetchInterval: STATS_POLL_MS,
  ...showing(readTags.ghadis()),
});

export const useGhadiCount = () => useQuery(ghadiCountQuery);
