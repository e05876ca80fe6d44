import { gameMonthsOf, readTags, valueOn, yearMonth, type MonthValues } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { defineRead, useRead } from '@/lib/reads';
import { getMonthResults, RESULTS_QUERY_KEY } from './get-month-results';

/** Every game's result of one date: each game with one, by its GID. */
export type DayResults = Array<[gid: number, result: string]>;

const monthOfDate = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/** The results of `date` (`YYYY-MM-DD`) out of its month's: a page of one day carries that day only. */
export const resultsOfDay = (month: MonthValues, date: string): DayResults =>
  gameMonthsOf(month).flatMap(([gid, days]): DayResults => {
    const value = valueOn(days, Number(date.slice(8, 10)));
    return value === undefined ? [] : [[gid, value]];
  });

export const dayResultsQuery = (date: string) =>
  defineRead({
    queryKey: [...RESULTS_QUERY_KEY, 'day', date],
    queryFn: async () => resultsOfDay(await getMonthResults(monthOfDate(date)), date),
    ...showing(readTags.monthResults(yearMonth(monthOfDate(date).year, monthOfDate(date).month))),
    refetchInterval: 60_000,
  });

export const useDayResults = (date: string) => useRead(dayResultsQuery(date));
