import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, gameNameIn, listedGameOf, readTags, type ListedGame, type PublicGhadi, type SiteLanguage } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/** The games as the pages list them (the form the server's page data has). */
export async function getGhadis(): Promise<ListedGame[]> {
  return (await publicData<PublicGhadi[]>(apiPaths.ghadis)).map(listedGameOf);
}

/** The games with yesterday's and today's results; re-read every minute while the page is open. */
export const ghadisQuery = queryOptions({ queryKey: ['ghadis'], queryFn: getGhadis, refetchInterval: 60_000, ...showing(readTags.ghadis()) });

export const useGhadis = () => useQuery(ghadisQuery);

/** A game as a chart of every game heads its column: its number and its name in the page's language. */
export interface NamedGame {
  GID: number;
  name: string;
}

/** The games as `language`'s charts head their columns (the record chart carries no more of them). */
export const namedGamesIn = (language: SiteLanguage, games: ListedGame[]): NamedGame[] =>
  games.map((game) => ({ GID: game.GID, name: gameNameIn(language, game) }));

export const gameNamesQuery = (language: SiteLanguage) =>
  queryOptions({
    queryKey: ['ghadis', 'names', language],
    queryFn: async () => namedGamesIn(language, await getGhadis()),
    refetchInterval: 60_000,
    ...showing(readTags.ghadis()),
  });

export const useGameNames = (language: SiteLanguage) => useQuery(gameNamesQuery(language));
