import { httpErrors } from '@fastify/sensible';
import { drawDateIn, serverMessages, type Result, type UpdateResultRequest, type User } from '@ghadi/contracts';
import type { PublicWriteDependencies } from '../../public-cache/site-changes';
import { resultNoticeOf, type ResultNotice } from '../push';
import { findHoliday, lockGhadiCalendar } from '../holidays';
import { insertResultHistory, toResult, upsertResult } from './result-queries';
import { authorizeGhadi } from './ghadi-access';

export interface PublishDependencies extends PublicWriteDependencies {
  timeZone: string;
  now: Date;
}

/**
 * Publishes `user`'s result for a game and draw date, replacing any earlier one, and appends the
 * submission to the history in the same transaction: both happen or neither does. Refused for a date the
 * game is marked off. `notice` is what followers are to be told once the write is acknowledged, if anything.
 */
export async function publishResult(
  { db, changes, timeZone, now }: PublishDependencies,
  user: User,
  { ghadiId, result, dateTime }: UpdateResultRequest,
): Promise<{ result: Result; previousResult: string | null; notice: ResultNotice | null }> {
  const ghadi = await authorizeGhadi(db, user, ghadiId);
  const today = drawDateIn(timeZone, now);
  // Draw dates are fixed-width YYYY-MM-DD, so comparing the strings compares the dates.
  if (dateTime > today) throw httpErrors.badRequest(serverMessages.futureDate);

  const stamp = now.toISOString();
  const saved = await db.transaction().execute(async (trx) => {
    // Under the game's lock, which marking a holiday takes too: a holiday marked meanwhile is seen here.
    await lockGhadiCalendar(trx, ghadi.gid);
    if (await findHoliday(trx, ghadi.gid, dateTime)) throw httpErrors.conflict(serverMessages.holidayNoResult);
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
  // Before the acknowledgement: the next public read on any instance already shows the new number.
  await changes.resultPublished({ gid: ghadi.gid, nameKey: ghadi.name_en_key, drawDate: saved.draw_date });
  return {
    result: toResult({ ...saved, name_en: ghadi.name_en, creator_id: user.id }),
    previousResult: saved.previous_result,
    notice: resultNoticeOf(saved, ghadi.name_en, { today, timeZone }),
  };
}
