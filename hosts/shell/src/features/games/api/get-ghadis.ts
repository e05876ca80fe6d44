import {
  publicApiPaths,
  gameNameIn,
  gamesOfList,
  namedGamesOf,
  readTags,
  type ListedGame,
  type NamedGame,
  type PublicGhadi,
  type SiteLanguage,
} from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';
import { defineRead, useRead } from '@/lib/reads';

/** The games as the pages list them (a public game is a listed one, with more fields). */
export async function getGhadis(): Promise<ListedGame[]> {
  return publicData<PublicGhadi[]>(publicApiPaths.ghadis);
}

/** The games with yesterday's and today's results; re-read every minute while the page is open. */
export const ghadisQuery = defineRead({
  queryKey: ['ghadis'],
  queryFn: getGhadis,
  fromPage: gamesOfList,
  refetchInterval: 60_000,
  ...showing(readTags.ghadis()),
});

export const useGhadis = () => useRead(ghadisQuery);

/** The games as `language`'s charts head their columns (the record chart carries no more of them). */
export const namedGamesIn = (language: SiteLanguage, games: ListedGame[]): NamedGame[] =>
  games.map((game) => ({ GID: game.GID, name: gameNameIn(language, game) }));

export const gameNamesQuery = (language: SiteLanguage) =>
  defineRead({
    queryKey: ['ghadis', 'names', language],
    queryFn: async () => namedGamesIn(language, await getGhadis()),
    fromPage: namedGamesOf,
    refetchInterval: 60_000,
    ...showing(readTags.ghadis()),
  });

export const useGameNames = (language: SiteLanguage) => useRead(gameNamesQuery(language));
