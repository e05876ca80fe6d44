import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDrawDay, getHolidays } from '@ghadi/api-client';
import { DRAW_DAY_POLL_MS, PUBLIC_READ_FRESH_MS, readTags } from '@ghadi/contracts';
import { showing } from './live-reads';

/**
 * The two public reads both back offices show (the admin's board and holidays, the agent's day and form),
 * each with its one key and refresh rule, so a screen of either app reads them the same way. Each app has
 * its own cache: the keys only need to be one within an app.
 */

/** Every game's state on the site day: its results, holidays and the states the clock moves. */
export const drawDayQuery = queryOptions({
  queryKey: ['draw-day'],
  queryFn: ({ signal }) => getDrawDay(signal),
  refetchInterval: DRAW_DAY_POLL_MS,
  staleTime: PUBLIC_READ_FRESH_MS,
  ...showing(readTags.drawDay()),
});

export const useDrawDay = () => useQuery(drawDayQuery);

/** Every cached month of holidays: a write of a holiday refreshes them all. */
export const holidaysKey = ['holidays'] as const;

/** Every game's days off in one month, oldest first; the live stream says when one is marked or removed. */
export const holidaysQuery = ({ year, month }: { year: number; month: number }) =>
  queryOptions({
    queryKey: [...holidaysKey, year, month],
    queryFn: ({ signal }) => getHolidays({ year, month }, signal),
    staleTime: PUBLIC_READ_FRESH_MS,
    ...showing(readTags.holidays(year, month)),
  });

/** `enabled: false` while the month is not known yet (a date being typed). */
export const useHolidays = (month: { year: number; month: number }, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...holidaysQuery(month), enabled });
