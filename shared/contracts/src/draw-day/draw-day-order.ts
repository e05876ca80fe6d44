import type { BoardDay } from '../pages/chart-values';
import type { GameDayState } from './draw-day';
import { stateAt } from './day-text';

// Late games first: they are what someone must chase. Then what is due next, then what is done.
const RANK: Record<GameDayState, number> = { awaited: 0, upcoming: 1, declared: 2, corrected: 2, holiday: 3 };

/** A due time to sort by; a result time that cannot be read sorts after every time. */
const dueOf = (game: BoardDay) => (game.dueAt === null ? Infinity : Date.parse(game.dueAt));

/**
 * The day's games as the back offices list them, as of `now`: awaited first, the longest late first; then
 * upcoming by due time; then declared and corrected by due time; holidays last. Ties keep the given order.
 */
export function lateFirst<T extends BoardDay>(games: readonly T[], now: number): T[] {
  // Two unreadable times differ by NaN: a tie.
  return [...games].sort((a, b) => RANK[stateAt(a, now)] - RANK[stateAt(b, now)] || dueOf(a) - dueOf(b) || 0);
}
