import { gameNameKey, matkaChartApiPath, matkaChartTags, type MatkaChart } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';
import { defineRead, useRead } from '@/lib/reads';
import { twoDigits, type SiteDate } from '@/lib/site-time';
import { unlessUnknownGame } from '../utils/unless-unknown-game';

/** A market's lines for its charts as of the site's today, or null when no matka market has that name. */
export type MatkaChartRead = MatkaChart | null;

export interface MatkaChartOf {
  /** The lower-cased English name from the URL. */
  name: string;
  /** The site's today: the charts' weeks end with its week, and move on with it. */
  today: SiteDate;
}

const dateOf = ({ year, month, day }: SiteDate): string => `${year}-${twoDigits(month)}-${twoDigits(day)}`;

export const matkaChartQuery = ({ name, today }: MatkaChartOf) =>
  defineRead({
    queryKey: ['matka-chart', name, today.year, today.month, today.day],
    queryFn: (): Promise<MatkaChartRead> => unlessUnknownGame(publicData<MatkaChart>(matkaChartApiPath.url(name))),
    ...showing(matkaChartTags(gameNameKey(name), dateOf(today))),
    retry: false,
  });

export const useMatkaChart = (key: MatkaChartOf) => useRead(matkaChartQuery(key));
