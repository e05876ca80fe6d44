import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, listedGameOf, readTags, type ListedGame, type PublicGhadi, type SiteLanguage } from '@ghadi/contracts';
import { gameNameIn } from '@/lib/game-name';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/** The games as the pages list them (the form the server's page data has). */
export async function getGhadis(): Promise<ListedGame[]> {
  return (await publicData<PublicGhadi[]>(publicApiPaths.ghadis)).map(listedGameOf);
}

/** The games with yesterday's and today's results; re-read every minute while the page is open. */
export const ghadisQuery = defineRead({ queryKey: ['ghadis'], queryFn: getGhadis, refetchInterval: 60_000, ...showing(readTags.ghadis()) });

export const useGhadis = () => useRead(ghadisQuery);

/** A game as a chart of every game heads its column: its number and its name in the page's language. */
export interface NamedGame {
  GID: number;
  name: string;
}

/** The games as `language`'s charts head their columns (the record chart carries no more of them). */
export const namedGamesIn = (language: SiteLanguage, games: ListedGame[]): NamedGame[] =>
  games.map((game) => ({ GID: game.GID, name: gameNameIn(language, game) }));

export const gameNamesQuery = (language: SiteLanguage) =>
  defineRead({
    queryKey: ['ghadis', 'names', language],
    queryFn: async () => namedGamesIn(language, await getGhadis()),
    refetchInterval: 60_000,
    ...showing(readTags.ghadis()),
  });

export const useGameNames = (language: SiteLanguage) => useRead(gameNamesQuery(language));
