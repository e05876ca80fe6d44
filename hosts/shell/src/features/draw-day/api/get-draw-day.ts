import { defineRead, useRead } from '@/lib/reads';
import { publicApiPaths, boardFromValues, DRAW_DAY_POLL_MS, readTags, type Board, type DrawDay } from '@ghadi/contracts';
import { showing } from '@/lib/live-reads';
import { publicData } from '@/lib/public-get';

/** The site day's board (the API's draw day is a board, each game with its identity too). */
export async function getDrawDay(): Promise<Board> {
  return publicData<DrawDay>(publicApiPaths.drawDay);
}

/**
 * Every game's state on the site day. The live stream says when it moves (a result, a holiday, a result
 * time passing); a re-read as often as the back offices' (DRAW_DAY_POLL_MS) keeps pages current where the
 * stream cannot reach them.
 */
export const drawDayQuery = defineRead({
  queryKey: ['draw-day'],
  queryFn: getDrawDay,
  fromPage: boardFromValues,
  refetchInterval: DRAW_DAY_POLL_MS,
  ...showing(readTags.drawDay()),
});

export const useDrawDay = () => useRead(drawDayQuery);
