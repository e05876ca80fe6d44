import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, boardFromValues, boardValuesOf, readTags, type BoardValues, type DrawDay } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/** The site day's board in the form the server's page data has, which the store keeps (read it with useDrawDay). */
export async function getDrawDay(): Promise<BoardValues> {
  return boardValuesOf(await publicData<DrawDay>(publicApiPaths.drawDay));
}

/**
 * Every game's state on the site day. The live stream says when it moves (a result, a holiday, a result
 * time passing); the minute's re-read keeps pages current where the stream cannot reach them.
 */
export const drawDayQuery = defineRead({ queryKey: ['draw-day'], queryFn: getDrawDay, refetchInterval: 60_000, ...showing(readTags.drawDay()) });

/** The board as the page shows it, decoded once per answer whether it came in the page or from the API. */
export const useDrawDay = () => useRead(drawDayQuery, { select: boardFromValues });
