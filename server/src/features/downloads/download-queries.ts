import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A published result as a download lists it: the date, the game's GID and both its names, the value. */
export interface DownloadRow {
  draw_date: string;
  gid: number;
  name_en: string;
  name_hn: string;
  result: string;
}

/**
 * Active results dated `from`..`to` (inclusive) of games not deleted, optionally of one game, by date then
 * the games' order (as the public lists show them).
 */
export async function findDownloadRows(
  db: Kysely<Database>,
  range: { from: string; to: string; gid?: number },
): Promise<DownloadRow[]> {
  return db
    .selectFrom('results')
    .innerJoin('ghadis', 'ghadis.gid', 'results.gid')
    .select(['results.draw_date', 'results.gid', 'ghadis.name_en', 'ghadis.name_hn', 'results.result'])
    .where('results.is_active', '=', 1)
    .where('ghadis.deleted_at', 'is', null)
    .where('results.draw_date', '>=', range.from)
    .where('results.draw_date', '<=', range.to)
    .$if(range.gid !== undefined, (query) => query.where('results.gid', '=', range.gid as number))
    .orderBy('results.draw_date')
    .orderBy('ghadis.order_id')
    .orderBy('results.gid')
    .execute();
}
