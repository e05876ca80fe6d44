import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, drawDayResponseSchema, readTags, type DrawDay } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicGet } from '@/lib/public-get';

export async function getDrawDay(): Promise<DrawDay> {
  return drawDayResponseSchema.parse(await publicGet(apiPaths.drawDay)).data;
}

/**
 * Every game's state on the site day. The live stream says when it moves (a result, a holiday, a result
 * time passing); the minute's re-read keeps pages current where the stream cannot reach them.
 */
export const drawDayQuery = queryOptions({ queryKey: ['draw-day'], queryFn: getDrawDay, refetchInterval: 60_000, ...showing(readTags.drawDay()) });

export const useDrawDay = () => useQuery(drawDayQuery);
