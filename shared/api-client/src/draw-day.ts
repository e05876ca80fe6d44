import { apiPaths, drawDayResponseSchema, type DrawDay } from '@ghadi/contracts';
import { apiClient } from './client';

/** Every game's state on the site day (a public read): the admin's board and the agent's day both show it. */
export async function getDrawDay(signal?: AbortSignal): Promise<DrawDay> {
  const response = await apiClient.get(apiPaths.drawDay, { signal });
  return drawDayResponseSchema.parse(response.data).data;
}
