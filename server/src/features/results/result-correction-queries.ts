import type { Kysely, NotNull } from 'kysely';
import type { ResultCorrection } from '@ghadi/contracts';
import type { Database } from '../../db/database';

/** One change of a published result to a different value. */
export interface ResultCorrectionRow {
  draw_date: string;
  old_result: string;
  new_result: string;
  changed_at: string;
}

export function toResultCorrection(row: ResultCorrectionRow): ResultCorrection {
  return { DateTime: row.draw_date, From: row.old_result, To: row.new_result, ChangedAt: row.changed_at };
}

/**
 * Every change to another value of a game's active results dated `from`..`to` (inclusive), by draw date
 * then when it was made. A first publication (no old value) and an identical re-submission are not changes.
 */
export async function findResultCorrections(
  db: Kysely<Database>,
  range: { gid: number; from: string; to: string },
): Promise<ResultCorrectionRow[]> {
  return db
    .selectFrom('result_history')
    .innerJoin('results', 'results.id', 'result_history.result_id')
    .select(['result_history.draw_date', 'result_history.old_result', 'result_history.new_result', 'result_history.changed_at'])
    .where('results.is_active', '=', 1)
    .where('result_history.gid', '=', range.gid)
    .where('result_history.draw_date', '>=', range.from)
    .where('result_history.draw_date', '<=', range.to)
    .where('result_history.old_result', 'is not', null)
    .whereRef('result_history.old_result', '<>', 'result_history.new_result')
    .orderBy('result_history.draw_date')
    .orderBy('result_history.changed_at')
    .orderBy('result_history.history_id')
    .$narrowType<{ old_result: NotNull }>()
    .execute();
}
