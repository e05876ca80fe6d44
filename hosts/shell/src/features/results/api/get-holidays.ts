import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, readTags, type Holiday } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/** A month of a year, or the whole year when `month` is left out. */
export interface HolidayPeriod {
  year: number;
  month?: number;
}

export async function getHolidays({ year, month }: HolidayPeriod): Promise<Holiday[]> {
  const query = new URLSearchParams({ year: String(year) });
  if (month !== undefined) query.set('month', String(month));
  return publicData<Holiday[]>(`${publicApiPaths.holidays}?${query}`);
}

const HOLIDAYS_QUERY_KEY = ['holidays'] as const;

export const holidaysQuery = ({ year, month }: HolidayPeriod) =>
  defineRead({
    queryKey: [...HOLIDAYS_QUERY_KEY, year, month ?? 'year'],
    queryFn: () => getHolidays({ year, month }),
    ...showing(readTags.holidays(year, month)),
  });

/** Every game's holidays of the period; nothing is asked while it is undefined. */
export const useHolidays = (period: HolidayPeriod | undefined) =>
  useRead(holidaysQuery(period ?? { year: 0 }), { enabled: period !== undefined });
