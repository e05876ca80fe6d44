import { TZDate } from '@date-fns/tz';
import { addDays, type DrawDay } from '@ghadi/contracts';

const MINUTE_MS = 60_000;

/**
 * The instant when the wall clock of `timeZone` shows `minutes` after midnight on `day` (`YYYY-MM-DD`),
 * whatever zone this process runs in. A time a DST change skips falls forward into the new offset.
 */
export function wallClockInstant(day: string, minutes: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, timeZone).getTime());
}

/** When `day` ends in `timeZone`: the next day's midnight there. */
export const endOfDay = (day: string, timeZone: string): Date => wallClockInstant(addDays(day, 1), 0, timeZone);

/**
 * The instants at which the board of `drawDay` moves by the clock alone: each result time of a game still
 * waiting for its result (upcoming or awaited), and the end of the day.
 */
export function boundariesOf(drawDay: DrawDay, timeZone: string): number[] {
  const dueTimes = drawDay.games
    .filter((game) => (game.state === 'upcoming' || game.state === 'awaited') && game.dueAt !== null)
    .map((game) => Date.parse(game.dueAt as string));
  return [...dueTimes, endOfDay(drawDay.day, timeZone).getTime()];
}

/** The first boundary after `now` (epoch ms): until then the board drawn at `now` stays right. */
export function nextBoundary(drawDay: DrawDay, timeZone: string, now: Date): number {
  return Math.min(...boundariesOf(drawDay, timeZone).filter((instant) => instant > now.getTime()));
}

/**
 * When a page drawn from `drawDay` at `now` goes stale by its minutes: a countdown to a result time, or
 * how late an awaited result is, is drawn in whole minutes, so at the next whole minute; null when the
 * board shows neither.
 */
export function minutesShownUntil(drawDay: DrawDay, now: Date): number | null {
  const showsMinutes = drawDay.games.some(
    (game) => game.state === 'awaited' || (game.state === 'upcoming' && game.dueAt !== null),
  );
  return showsMinutes ? (Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS : null;
}
