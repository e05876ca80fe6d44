import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, drawDayResponseSchema, type DrawDay } from '@ghadi/contracts';

/** Re-read this often even without a word from the live stream (a proxy may block it). */
const DRAW_DAY_POLL_MS = 30_000;

export const drawDayQueryKey = ['dashboard', 'draw-day'] as const;

/** Every game's state on the site day. */
export async function getDrawDay(): Promise<DrawDay> {
  const response = await apiClient.get(apiPaths.drawDay);
  return drawDayResponseSchema.parse(response.data).data;
}

export const drawDayQueryOptions = () =>
  queryOptions({ queryKey: drawDayQueryKey, queryFn: getDrawDay, refetchInterval: DRAW_DAY_POLL_MS });

export const useDrawDay = () => useQuery(drawDayQueryOptions());
