import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, gameMonthsOf, monthValuesOf, readTags, yearMonth, type MonthValues, type Result } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

export interface Month {
  year: number;
  month: number;
}

/** Every game's results of one month (the home page's is the site's current month), in the form the page data has. */
export async function getMonthResults({ year, month }: Month): Promise<MonthValues> {
  const query = new URLSearchParams({ month: String(month), year: String(year) });
  return monthValuesOf(await publicData<Result[]>(`${publicApiPaths.results}?${query}`));
}

/** The prefix of every results query. */
export const RESULTS_QUERY_KEY = ['results'] as const;

export const monthResultsQuery = ({ year, month }: Month) =>
  defineRead({
    queryKey: [...RESULTS_QUERY_KEY, 'month', year, month],
    queryFn: () => getMonthResults({ year, month }),
    ...showing(readTags.monthResults(yearMonth(year, month))),
    refetchInterval: 60_000,
  });

/** Every game's month as the chart draws it, decoded once per answer whether it came in the page or from the API. */
export const useMonthResults = (month: Month | undefined) =>
  useRead(monthResultsQuery(month ?? { year: 0, month: 0 }), { enabled: month !== undefined, select: gameMonthsOf });
