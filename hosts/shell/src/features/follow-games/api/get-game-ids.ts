import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, readTags, type PublicGhadi } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/**
 * The games' ids by GID: what the server keeps a followed game by. The pages do not carry them (a page lists
 * games by GID and name), so following reads them once it is offered, after the page is idle.
 */
export async function getGameIds(): Promise<Map<number, string>> {
  const games = await publicData<PublicGhadi[]>(publicApiPaths.ghadis);
  return new Map(games.map((game) => [game.GID, game.id]));
}

export const gameIdsQuery = defineRead({ queryKey: ['ghadis', 'ids'], queryFn: getGameIds, staleTime: Infinity, ...showing(readTags.ghadis()) });

export const useGameIds = () => useRead(gameIdsQuery);
