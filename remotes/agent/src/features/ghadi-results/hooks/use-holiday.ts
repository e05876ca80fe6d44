import { useMonthHolidays } from '../api/get-holidays';

/**
 * Whether the admin marked the game off on the date. While the month's holidays load, or when they
 * cannot be read, the answer is no: the server refuses a result for a holiday anyway.
 */
export function useHoliday(gid: number, drawDate: string): boolean {
  const holidays = useMonthHolidays(drawDate);
  return holidays.data?.some((holiday) => holiday.GID === gid && holiday.DateTime === drawDate) ?? false;
}
