import type { Kysely } from 'kysely';
import type { ResultHistoryEntry } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { ResultSource } from '../../db/tables/result-history';

/** A submission of a result with its author's names. */
export interface ResultHistoryEntryRow {
  old_result: string | null;
  new_result: string;
  changed_at: string;
  source: ResultSource;
  user_type: 'admin' | 'agent';
  user_name: string;
  display_name: string;
}

export function toResultHistoryEntry(row: ResultHistoryEntryRow): ResultHistoryEntry {
  return {
    From: row.old_result,
    To: row.new_result,
    ChangedAt: row.changed_at,
    // Agents are known by their display name on every screen, admins by the name they sign in with.
    ChangedBy: row.user_type === 'agent' ? row.display_name : row.user_name,
    Source: row.source,
  };
}

/** Whether a result with this id is stored, shown or not. */
export async function findResultExists(db: Kysely<Database>, resultId: string): Promise<boolean> {
  const row = await db.selectFrom('results').select('id').where('id', '=', resultId).executeTakeFirst();
  return row !== undefined;
}

/** Every submission of one result, oldest first; authors deleted since are still named. */
export async function findResultHistory(db: Kysely<Database>, resultId: string): Promise<ResultHistoryEntryRow[]> {
  return db
    .selectFrom('result_history')
    .innerJoin('users', 'users.user_id', 'result_history.changed_by')
    .select([
      'result_history.old_result',
      'result_history.new_result',
      'result_history.changed_at',
      'result_history.source',
      'users.user_type',
      'users.user_name',
      'users.display_name',
    ])
    .where('result_history.result_id', '=', resultId)
    .orderBy('result_history.history_id')
    .execute();
}

/**
 * How many submissions of each result changed its value (not a first publication, not an identical
 * re-send): one grouped query for a page of the review, through result_history_result_id_index.
 */
export async function findChangeCounts(db: Kysely<Database>, resultIds: readonly string[]): Promise<Map<string, number>> {
  if (resultIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('result_history')
    .select((eb) => ['result_history.result_id', eb.fn.countAll<number | string>().as('changes')])
    .where('result_history.result_id', 'in', resultIds)
    .where('result_history.old_result', 'is not', null)
    .whereRef('result_history.old_result', '<>', 'result_history.new_result')
    .groupBy('result_history.result_id')
    .execute();
  // PostgreSQL returns count(*) as a string (bigint).
  return new Map(rows.map((row) => [row.result_id, Number(row.changes)]));
}
