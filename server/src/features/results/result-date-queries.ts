import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A game's active result of one draw date, with its stamps. */
export interface ResultDateRow {
  result: string;
  created_at: string;
  changed_at: string;
}

/** The active result of game `gid` on `drawDate`, if one is published. */
export async function findResultOfDate(db: Kysely<Database>, gid: number, drawDate: string): Promise<ResultDateRow | undefined> {
  return db
    .selectFrom('results')
    .select(['result', 'created_at', 'changed_at'])
    .where('gid', '=', gid)
    .where('draw_date', '=', drawDate)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
