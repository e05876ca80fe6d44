import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** How many of the newest published values a feed lists: a reader polls far more often than this fills. */
export const FEED_ENTRIES = 100;

/** One published value: a first publication (`old_result` null) or a change to a different value. */
export interface FeedEntryRow {
  history_id: number;
  draw_date: string;
  old_result: string | null;
  new_result: string;
  changed_at: string;
  name_en: string;
  name_hn: string;
}

/**
 * The newest published values of shown results of games not deleted, newest first, optionally of one game
 * (`gid`); an identical re-submission published nothing new and is left out.
 */
export async function findFeedEntries(db: Kysely<Database>, gid?: number): Promise<FeedEntryRow[]> {
  let query = db
    .selectFrom('result_history')
    .innerJoin('results', 'results.id', 'result_history.result_id')
    .innerJoin('ghadis', 'ghadis.gid', 'result_history.gid')
    .select([
      'result_history.history_id',
      'result_history.draw_date',
      'result_history.old_result',
      'result_history.new_result',
      'result_history.changed_at',
      'ghadis.name_en',
      'ghadis.name_hn',
    ])
    .where('results.is_active', '=', 1)
    .where('ghadis.deleted_at', 'is', null)
    .where((where) => where.or([where('result_history.old_result', 'is', null), where('result_history.old_result', '<>', where.ref('result_history.new_result'))]));
  if (gid !== undefined) query = query.where('result_history.gid', '=', gid);
  return query.orderBy('result_history.changed_at', 'desc').orderBy('result_history.history_id', 'desc').limit(FEED_ENTRIES).execute();
}
