import { apiPaths, holidayListResponseSchema, type Holiday } from '@ghadi/contracts';
import { apiClient } from './client';

/**
 * The dates games do not run in one month (a public read): the admin's Ghadi screen lists them and the
 * agent's form refuses to publish on them, so both back offices read them through this one call.
 */
export async function getHolidays({ year, month }: { year: number; month: number }, signal?: AbortSignal): Promise<Holiday[]> {
  const response = await apiClient.get(apiPaths.holidays, { params: { year, month }, signal });
  return holidayListResponseSchema.parse(response.data).data;
}
