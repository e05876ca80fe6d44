import type { Kysely } from 'kysely';
import type { CountedResult } from '@ghadi/contracts';
import type { Database } from '../../db/database';

/**
 * A game's published results dated `from`..`to` (inclusive) that statistics count: active, and not on a date the
 * game is marked off (a holiday has no draw, whatever was published for it before).
 */
export async function findCountedResults(db: Kysely<Database>, gid: number, range: { from: string; to: string }): Promise<CountedResult[]> {
  const rows = await db
    .selectFrom('results')
    .leftJoin('holidays', (join) => join.onRef('holidays.gid', '=', 'results.gid').onRef('holidays.draw_date', '=', 'results.draw_date'))
    .select(['results.draw_date', 'results.result'])
    .where('results.gid', '=', gid)
    .where('results.is_active', '=', 1)
    .where('holidays.gid', 'is', null)
    .where('results.draw_date', '>=', range.from)
    .where('results.draw_date', '<=', range.to)
    .execute();
  return rows.map((row) => ({ drawDate: row.draw_date, result: row.result }));
}
