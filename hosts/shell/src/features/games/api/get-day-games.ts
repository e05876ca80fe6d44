// Apart from ./get-ghadis, which the home page's first download carries: only later pages list one date.
import type { SiteLanguage } from '@ghadi/contracts';
import type { PageContext } from '@/lib/page-load';
import { gameNamesQuery, namedGamesIn, useGameNames } from './get-ghadis';

// An English page's list needs the English names only; a Hindi page's, the Hindi names and the English ones
// for its links: never the times and results of the whole list (with 40 games, a third of a date page's bytes).
const dayListLanguages = (language: SiteLanguage): SiteLanguage[] => (language === 'en' ? ['en'] : ['en', language]);

/** Keeps in the page what useDayGames reads. */
export async function keepDayGames(pageLanguage: SiteLanguage, { reads, keep }: Pick<PageContext, 'reads' | 'keep'>): Promise<void> {
  const games = reads.ghadis();
  await Promise.all(
    dayListLanguages(pageLanguage).map((language) =>
      keep(gameNamesQuery(language).queryKey, games.then((listed) => namedGamesIn(language, listed)), 'gameNames'),
    ),
  );
}

/** The games in their order, each with its name in `language` and its English name (for its addresses). */
export function useDayGames(language: SiteLanguage) {
  const english = useGameNames('en');
  const shown = useGameNames(language);
  const namesEn = new Map(english.data?.map((game) => [game.GID, game.name]));
  return {
    data: english.data && shown.data ? shown.data.map((game) => ({ ...game, nameEn: namesEn.get(game.GID) ?? game.name })) : undefined,
    isPending: english.isPending || shown.isPending,
    isError: english.isError || shown.isError,
    refetch: () => Promise.all([english.refetch(), shown.refetch()]),
  };
}
