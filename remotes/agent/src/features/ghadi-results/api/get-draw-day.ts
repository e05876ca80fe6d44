import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, drawDayResponseSchema, type DrawDay } from '@ghadi/contracts';

/** Re-read this often even without a word from the live stream (a proxy may block it). */
const DRAW_DAY_POLL_MS = 30_000;

export const drawDayQueryKey = ['agent', 'draw-day'] as const;

/** Every game's state on the site day (the agent's day picks out the agent's own). */
export async function getDrawDay(signal?: AbortSignal): Promise<DrawDay> {
  const response = await apiClient.get(apiPaths.drawDay, { signal });
  return drawDayResponseSchema.parse(response.data).data;
}

export const drawDayQueryOptions = () =>
  queryOptions({ queryKey: drawDayQueryKey, queryFn: ({ signal }) => getDrawDay(signal), refetchInterval: DRAW_DAY_POLL_MS });

export const useDrawDay = () => useQuery(drawDayQueryOptions());
