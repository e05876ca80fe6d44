import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import type { Result, UpdateResultRequest, User } from '@ghadi/contracts';
import type { Database } from '../db/database';
import { insertResultHistory, toResult, upsertResult } from '../repositories/result-repository';
import { authorizeGhadi } from './ghadi-access';
import { siteToday } from '../calendar/site-calendar';

export interface PublishDependencies {
  db: Kysely<Database>;
  timeZone: string;
  now: Date;
}

export const FUTURE_DATE_MESSAGE = 'dateTime cannot be in the future';

/**
 * Publishes `user`'s result for a game and draw date, replacing any earlier one, and appends the
 * submission to the history in the same transaction: both happen or neither does.
 */
export async function publishResult(
  { db, timeZone, now }: PublishDependencies,
  user: User,
  { ghadiId, result, dateTime }: UpdateResultRequest,
): Promise<{ result: Result; previousResult: string | null }> {
  const ghadi = await authorizeGhadi(db, user, ghadiId);
  // Draw dates are fixed-width YYYY-MM-DD, so comparing the strings compares the dates.
  if (dateTime > siteToday(timeZone, now)) throw httpErrors.badRequest(FUTURE_DATE_MESSAGE);

  const stamp = now.toISOString();
  const saved = await db.transaction().execute(async (trx) => {
    const submission = { gid: ghadi.gid, drawDate: dateTime, result, userId: user.User_Id, now: stamp };
    const row = await upsertResult(trx, submission);
    await insertResultHistory(trx, {
      result_id: row.id,
      gid: row.gid,
      draw_date: row.draw_date,
      old_result: row.previous_result,
      new_result: row.result,
      changed_by: user.User_Id,
      changed_at: stamp,
    });
    return row;
  });
  return {
    result: toResult({ ...saved, name_en: ghadi.name_en, creator_id: user.id }),
    previousResult: saved.previous_result,
  };
}
