import { gameNameKey, gameStatisticsTags, statisticsApiPath, type GameStatistics } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';
import { defineRead, useRead } from '@/lib/reads';
import type { SiteDate } from '@/lib/site-time';
import { unlessUnknownGame } from '../utils/unless-unknown-game';

/** A game's statistics as of the site's today, or null when there is no game by that name. */
export type GameStatisticsRead = GameStatistics | null;

export interface StatisticsOf {
  /** The lower-cased English name from the URL. */
  name: string;
  /** The site's today: the counts are as of it, and move on with it. */
  today: SiteDate;
}

export const gameStatisticsQuery = ({ name, today }: StatisticsOf) =>
  defineRead({
    queryKey: ['statistics', name, today.year, today.month, today.day],
    queryFn: (): Promise<GameStatisticsRead> => unlessUnknownGame(publicData<GameStatistics>(statisticsApiPath.url(name))),
    ...showing(gameStatisticsTags(gameNameKey(name), today.year, today.month)),
    retry: false,
  });

export const useGameStatistics = (key: StatisticsOf) => useRead(gameStatisticsQuery(key));
