import {
  publicApiPaths,
  gameListOf,
  gameNameIn,
  gameNamesOf,
  gamesOfList,
  namedGamesOf,
  readTags,
  type GameList,
  type ListedGame,
  type NamedGame,
  type PublicGhadi,
  type SiteLanguage,
} from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';
import { defineRead, useRead } from '@/lib/reads';

/** The games as the pages list them, in the form the server's page data has, which the store keeps (read it with useGhadis). */
export async function getGhadis(): Promise<GameList> {
  return gameListOf(await publicData<PublicGhadi[]>(publicApiPaths.ghadis));
}

/** The games with yesterday's and today's results; re-read every minute while the page is open. */
export const ghadisQuery = defineRead({ queryKey: ['ghadis'], queryFn: getGhadis, refetchInterval: 60_000, ...showing(readTags.ghadis()) });

/** The games as the page lists them, decoded once per answer whether it came in the page or from the API. */
export const useGhadis = () => useRead(ghadisQuery, { select: gamesOfList });

/** The games as `language`'s charts head their columns (the record chart carries no more of them). */
export const namedGamesIn = (language: SiteLanguage, games: ListedGame[]): NamedGame[] =>
  games.map((game) => ({ GID: game.GID, name: gameNameIn(language, game) }));

export const gameNamesQuery = (language: SiteLanguage) =>
  defineRead({
    queryKey: ['ghadis', 'names', language],
    queryFn: async () => gameNamesOf(namedGamesIn(language, gamesOfList(await getGhadis()))),
    refetchInterval: 60_000,
    ...showing(readTags.ghadis()),
  });

/** The games' names as the chart heads its columns, decoded once per answer (GameNames: the form the page data has). */
export const useGameNames = (language: SiteLanguage) => useRead(gameNamesQuery(language), { select: namedGamesOf });
