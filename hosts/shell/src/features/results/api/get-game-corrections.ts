import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, gameNameKey, readTags, yearMonth, type ResultCorrection } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';
import { unlessUnknownGame } from '../utils/unless-unknown-game';
import type { GameMonth } from './get-game-results';
import { RESULTS_QUERY_KEY } from './get-month-results';

/** A game's corrections of a month, or null when there is no game by that name. */
export type GameCorrections = ResultCorrection[] | null;

export function getGameCorrections({ name, month, year }: GameMonth): Promise<GameCorrections> {
  const query = new URLSearchParams({ month: String(month), year: String(year) });
  return unlessUnknownGame(
    publicData<ResultCorrection[]>(`${publicApiPaths.gameCorrections.url(name)}?${query}`),
  );
}

export const gameCorrectionsQuery = (key: GameMonth) =>
  defineRead({
    queryKey: [...RESULTS_QUERY_KEY, 'corrections', key.name, key.year, key.month],
    queryFn: () => getGameCorrections(key),
    ...showing(readTags.gameMonth(gameNameKey(key.name), yearMonth(key.year, key.month))),
    retry: false,
  });

export const useGameCorrections = (key: GameMonth) => useRead(gameCorrectionsQuery(key));
