import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, gameNameKey, readTags, type ResultDate } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';
import { unlessUnknownGame } from '../utils/unless-unknown-game';
import { RESULTS_QUERY_KEY } from './get-month-results';

/** A game's result of a draw date, or null when there is no game by that name. */
export type GameResultDate = ResultDate | null;

export interface GameDate {
  /** The lower-cased English name from the URL. */
  name: string;
  /** `YYYY-MM-DD` */
  date: string;
}

export const resultDateQuery = ({ name, date }: GameDate) =>
  defineRead({
    queryKey: [...RESULTS_QUERY_KEY, 'date', name, date],
    queryFn: (): Promise<GameResultDate> => unlessUnknownGame(publicData<ResultDate>(publicApiPaths.gameDate.url(name, date))),
    // A date's result changes with its game's month: the same writes touch it.
    ...showing(readTags.gameMonth(gameNameKey(name), date.slice(0, 7))),
    retry: false,
  });

export const useResultDate = (key: GameDate) => useRead(resultDateQuery(key));
