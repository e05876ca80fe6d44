import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, boardOf, readTags, type Board, type DrawDay } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/** The site day's board, as the pages keep it (the form the server's page data has). */
export async function getDrawDay(): Promise<Board> {
  return boardOf(await publicData<DrawDay>(publicApiPaths.drawDay));
}

/**
 * Every game's state on the site day. The live stream says when it moves (a result, a holiday, a result
 * time passing); the minute's re-read keeps pages current where the stream cannot reach them.
 */
export const drawDayQuery = defineRead({ queryKey: ['draw-day'], queryFn: getDrawDay, refetchInterval: 60_000, ...showing(readTags.drawDay()) });

export const useDrawDay = () => useRead(drawDayQuery);
