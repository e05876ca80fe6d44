import type { BoardDay } from '../pages/chart-values';
import type { ResultDate } from './results';

/**
 * A past date of a game as a day of the board, for the board's words (gameDayText): declared, corrected
 * (with the value it replaced) or a holiday; undefined for a date with neither a result nor a holiday (not
 * published). The result page and its picture both tell a past date by it.
 */
export function pastDateDay(result: ResultDate, holiday: boolean): BoardDay | undefined {
  const state = result.Result === null ? (holiday ? 'holiday' : undefined) : result.CorrectedAt ? 'corrected' : 'declared';
  if (state === undefined) return undefined;
  return {
    GID: result.ghadi.GID,
    state,
    dueAt: null,
    result: result.Result,
    declaredAt: result.DeclaredAt,
    correctedAt: result.CorrectedAt,
    previousResult: result.Trail.at(-1)?.From ?? null,
  };
}
