import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHolidays } from '@ghadi/api-client';

export const holidaysQueryKey = ['holidays'] as const;

/** Every game's holidays in one month, oldest date first. */
export const holidaysQueryOptions = ({ year, month }: { year: number; month: number }) =>
  queryOptions({
    queryKey: [...holidaysQueryKey, year, month],
    queryFn: ({ signal }) => getHolidays({ year, month }, signal),
  });

export const useHolidays = (month: { year: number; month: number }) => useQuery(holidaysQueryOptions(month));
