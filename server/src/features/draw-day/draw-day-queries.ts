import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { GhadiIdentityRow } from '../games';

/** A game not deleted, with what decides its state on one draw date. */
export interface GameDayRow extends GhadiIdentityRow {
  id: string;
  gid: number;
  r_time: string | null;
  /** Set when the game is marked off that date. */
  holiday_gid: number | null;
  result: string | null;
  created_at: string | null;
  changed_at: string | null;
  /** The value the latest change to another value replaced; null when the result never changed value. */
  replaced_result: string | null;
}

/**
 * Every game not deleted, in the public list's order, with its holiday and its active result of
 * `drawDate`, and the value the result's latest correction replaced (from the history).
 */
export async function findGameDays(db: Kysely<Database>, drawDate: string): Promise<GameDayRow[]> {
  return db
    .selectFrom('ghadis')
    .leftJoin('holidays', (join) => join.onRef('holidays.gid', '=', 'ghadis.gid').on('holidays.draw_date', '=', drawDate))
    .leftJoin('results', (join) =>
      join.onRef('results.gid', '=', 'ghadis.gid').on('results.draw_date', '=', drawDate).on('results.is_active', '=', 1),
    )
    .select((eb) => [
      'ghadis.id',
      'ghadis.gid',
      'ghadis.name_en',
      'ghadis.name_hn',
      'ghadis.name_en_key',
      'ghadis.r_time',
      'holidays.gid as holiday_gid',
      'results.result',
      'results.created_at',
      'results.changed_at',
      eb
        .selectFrom('result_history')
        .select('result_history.old_result')
        .whereRef('result_history.result_id', '=', 'results.id')
        .where('result_history.old_result', 'is not', null)
        .whereRef('result_history.old_result', '<>', 'result_history.new_result')
        .orderBy('result_history.changed_at', 'desc')
        .orderBy('result_history.history_id', 'desc')
        .limit(1)
        .as('replaced_result'),
    ])
    .where('ghadis.deleted_at', 'is', null)
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.created_at')
    .orderBy('ghadis.gid')
    .execute();
}

/** The newest `changed_at` of any active result of a game not deleted; null when there is none. */
export async function findLastResultChange(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('results')
    .innerJoin('ghadis', 'ghadis.gid', 'results.gid')
    .select((eb) => eb.fn.max('results.changed_at').as('last_change'))
    .where('results.is_active', '=', 1)
    .where('ghadis.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.last_change ?? null;
}
