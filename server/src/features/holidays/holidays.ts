import type { Kysely } from 'kysely';
import { monthBounds, type GhadiIdentity, type GhadiRef, type Holiday, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { PublicWriteDependencies } from '../../public-cache/site-changes';
import { findGhadiWithAssignee, toGhadiIdentity } from '../games';
import { deleteHoliday, findHolidays, findPublishedResult, insertHoliday, lockGhadiCalendar, toHoliday } from './holiday-queries';
import { apiError } from '../../http/api-error';

export interface HolidayWriteDependencies extends PublicWriteDependencies {
  now: Date;
}

/** A game not deleted, by its id or GID. */
async function existingGhadi(db: Kysely<Database>, ghadiId: GhadiRef): Promise<GhadiIdentity> {
  const ghadi = await findGhadiWithAssignee(db, ghadiId);
  if (!ghadi || ghadi.deleted_at !== null) throw apiError(404, 'ghadiNotFound');
  return toGhadiIdentity(ghadi.id, ghadi);
}

/**
 * Marks a game off on a date, unless a result is already out for it. Marking it again changes nothing.
 * The game's row is locked first, as publishing does, so a result cannot land between the check and the mark.
 * Answers the holiday when it is new, null when it was marked already.
 */
export async function markHoliday(
  { db, changes, now }: HolidayWriteDependencies,
  user: User,
  ghadiId: GhadiRef,
  drawDate: string,
): Promise<{ gid: number; drawDate: string } | null> {
  const ghadi = await existingGhadi(db, ghadiId);
  const gid = ghadi.GID;
  const marked = await db.transaction().execute(async (trx) => {
    await lockGhadiCalendar(trx, gid);
    if (await findPublishedResult(trx, gid, drawDate)) throw apiError(409, 'holidayHasResult');
    return insertHoliday(trx, { gid, draw_date: drawDate, created_by: user.User_Id, created_at: now.toISOString() });
  });
  if (!marked) return null;
  await changes.holidayChanged({ ghadi, drawDate });
  return { gid, drawDate };
}

export async function removeHoliday({ db, changes }: PublicWriteDependencies, ghadiId: GhadiRef, drawDate: string): Promise<void> {
  const ghadi = await existingGhadi(db, ghadiId);
  if (!(await deleteHoliday(db, ghadi.GID, drawDate))) throw apiError(404, 'holidayNotFound');
  await changes.holidayChanged({ ghadi, drawDate });
}

/** Every game's holidays in a month, or in the whole year without `month`. */
export async function listHolidays(db: Kysely<Database>, year: number, month?: number): Promise<Holiday[]> {
  const range = month === undefined ? { from: `${year}-01-01`, to: `${year}-12-31` } : monthBounds(year, month);
  return (await findHolidays(db, range)).map(toHoliday);
}
