// Zod-free, like ./public-reads. A module apart from sitePaths and publicApiPaths, which the first download takes:
// only the statistics page and the pages linking to it carry these.
import { sitePaths } from './paths';
import { readTags, yearMonth } from './public-reads';

/** A game's statistics page, by its English name. */
export const statisticsPagePath = (englishName: string): string => `${sitePaths.gameChart(englishName)}/statistics`;

/** GET: a game's statistics as of the site's today (GameStatistics), by its name as in its page's address (public). */
export const statisticsApiPath = {
  route: '/api/results/:name/statistics',
  url: (name: string) => `/api/results/${encodeURIComponent(name)}/statistics`,
} as const;

/**
 * The 13 `YYYY-MM` months a game's statistics read as of a day of `month` of `year`, oldest first: the 12 months
 * they show month by month, and the one before, into which the last 365 days reach.
 */
export function statisticsMonths(year: number, month: number): string[] {
  return Array.from({ length: 13 }, (_, index) => {
    const months = year * 12 + month - 1 - 12 + index;
    return yearMonth(Math.floor(months / 12), (months % 12) + 1);
  });
}

/**
 * What a game's statistics as of a day of `month` of `year` show (readTags' way): its results and the holidays of
 * those months, so a result or a holiday marked in any of them makes them stale.
 */
export function gameStatisticsTags(key: string, year: number, month: number): string[] {
  const tags = statisticsMonths(year, month).flatMap((shown) => {
    const [shownYear, shownMonth] = [Number(shown.slice(0, 4)), Number(shown.slice(5, 7))];
    return [...readTags.gameMonth(key, shown), ...readTags.holidays(shownYear, shownMonth)];
  });
  return [...new Set(tags)];
}
