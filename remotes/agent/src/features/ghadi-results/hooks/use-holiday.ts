import { useHolidays } from '@ghadi/ui';

/**
 * Whether the admin marked the game off on the date. While the month's holidays load, or when they
 * cannot be read, the answer is no: the server refuses a result for a holiday anyway.
 */
export function useHoliday(gid: number, drawDate: string): boolean {
  // Nothing is asked while the date is not a whole one (being typed).
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(drawDate);
  const holidays = useHolidays({ year: Number(match?.[1] ?? 0), month: Number(match?.[2] ?? 0) }, { enabled: match !== null });
  return holidays.data?.some((holiday) => holiday.GID === gid && holiday.DateTime === drawDate) ?? false;
}
