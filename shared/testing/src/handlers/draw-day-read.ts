import { http, HttpResponse } from 'msw';
import { apiPaths, drawDateIn, drawDayResponseSchema, type DrawDay } from '@ghadi/contracts';

/** A site day with no games on it, for a fake that was given no board. */
export const emptyDrawDay = (timeZone: string): DrawDay => ({ day: drawDateIn(timeZone), lastUpdatedAt: null, games: [] });

/**
 * The public read of the site day's board over one the test owns (and may change between reads), checked
 * against the contract. The public site, the admin dashboard and the agent's day all read it.
 */
export function drawDayReadHandler(drawDay: () => DrawDay) {
  return http.get(`*${apiPaths.drawDay}`, () => HttpResponse.json(drawDayResponseSchema.parse({ success: true, data: drawDay() })));
}
