import type { Kysely, Transaction } from 'kysely';
import type { Holiday } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { NewHoliday } from '../../db/tables/holidays';
import { ghadiIdentityColumns, toGhadiIdentity, type GhadiIdentityRow } from '../games';

/** A holiday of a game not deleted, as the public list reads it. */
export interface HolidayListRow extends GhadiIdentityRow {
  ghadi_id: string;
  draw_date: string;
}

export function toHoliday(row: HolidayListRow): Holiday {
  return { GID: row.gid, ghadi: toGhadiIdentity(row.ghadi_id, row), DateTime: row.draw_date };
}

/**
 * Holds a game's row until the transaction ends, so that marking a holiday and publishing a result for
 * the game take turns and each sees what the other committed (PostgreSQL reads committed data only; SQLite
 * runs one transaction at a time anyway). An UPDATE that changes nothing is the row lock both dialects
 * accept: SQLite has no SELECT ... FOR UPDATE.
 */
export async function lockGhadiCalendar(trx: Transaction<Database>, gid: number): Promise<void> {
  await trx
    .updateTable('ghadis')
    .set((eb) => ({ order_id: eb.ref('order_id') }))
    .where('gid', '=', gid)
    .execute();
}

/** The dates a game is marked off within `from`..`to` (inclusive). */
export async function findHolidayDates(db: Kysely<Database>, gid: number, range: { from: string; to: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('holidays')
    .select('draw_date')
    .where('gid', '=', gid)
    .where('draw_date', '>=', range.from)
    .where('draw_date', '<=', range.to)
    .execute();
  return rows.map((row) => row.draw_date);
}

/** Marks the game off on the date; false when it already was (the first marking is kept). */
export async function insertHoliday(trx: Transaction<Database>, holiday: NewHoliday): Promise<boolean> {
  const result = await trx
    .insertInto('holidays')
    .values(holiday)
    .onConflict((oc) => oc.columns(['gid', 'draw_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** False when the game was not marked off on the date. */
export async function deleteHoliday(db: Kysely<Database>, gid: number, drawDate: string): Promise<boolean> {
  const result = await db
    .deleteFrom('holidays')
    .where('gid', '=', gid)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Holidays dated `from`..`to` (inclusive) of games not deleted, by date then the games' order. */
export async function findHolidays(db: Kysely<Database>, range: { from: string; to: string }): Promise<HolidayListRow[]> {
  return db
    .selectFrom('holidays')
    .innerJoin('ghadis', 'ghadis.gid', 'holidays.gid')
    .select(['holidays.gid', 'holidays.draw_date', ...ghadiIdentityColumns])
    .where('ghadis.deleted_at', 'is', null)
    .where('holidays.draw_date', '>=', range.from)
    .where('holidays.draw_date', '<=', range.to)
    .orderBy('holidays.draw_date')
    .orderBy('ghadis.order_id')
    .orderBy('holidays.gid')
    .execute();
}

/** The result published for a game on a date, if any: a holiday cannot be marked over it. */
export async function findPublishedResult(db: Kysely<Database>, gid: number, drawDate: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('results')
    .select('id')
    .where('gid', '=', gid)
    .where('draw_date', '=', drawDate)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
