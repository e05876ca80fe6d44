import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHolidays } from '@ghadi/api-client';

export const holidaysKeys = {
  all: ['agent', 'holidays'] as const,
  month: (year: number, month: number) => [...holidaysKeys.all, year, month] as const,
};

/** Every game's days off in one month. */
export const holidaysQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: holidaysKeys.month(year, month),
    queryFn: ({ signal }) => getHolidays({ year, month }, signal),
  });

/** The month of `drawDate` (`YYYY-MM-DD`); nothing is asked while the date is not a whole one. */
export function useMonthHolidays(drawDate: string) {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(drawDate);
  const [year, month] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  return useQuery({ ...holidaysQueryOptions(year, month), enabled: match !== null });
}
