import type { Transaction } from 'kysely';
import { drawDateIn, isAfterSiteDay, replaceConflict, type ReplaceConflict, type Result, type UpdateResultRequest, type User } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { ResultRow } from '../../db/tables/results';
import type { PublicWriteDependencies } from '../../public-cache/site-changes';
import { toGhadiIdentity } from '../games';
import { lockGhadiCalendar } from '../holidays';
import { authorizeGhadi } from './ghadi-access';
import { findStoredResults, toResult } from './result-queries';
import { holidaysAmong, writeResults } from './result-writes';
import { isResultChange, resultNoticeOf, type ResultNotice } from './result-notice';
import { apiError } from '../../http/api-error';
import { checkMarketClose, readMarketLine } from './market-line';

export interface PublishDependencies extends PublicWriteDependencies {
  timeZone: string;
  now: Date;
}

export type PublishOutcome =
  | { result: Result; previousResult: string | null; changed: boolean; notice: ResultNotice | null }
  | { conflict: ReplaceConflict };

/** The published value of a game on a date, or null, read under the game's lock. */
async function publishedValue(trx: Transaction<Database>, gid: number, drawDate: string): Promise<string | null> {
  const [stored] = await findStoredResults(trx, gid, { from: drawDate, to: drawDate });
  return stored?.is_active === 1 ? stored.result : null;
}

/**
 * Publishes `user`'s result for a game and draw date, replacing any earlier one, with its history row, in
 * one transaction. Refused for a date after the site's today or one the game is marked off. With `replaces`
 * (the value the sender saw, null for none), a different value published meanwhile is not replaced: the
 * outcome is a conflict naming it, for the sender to confirm. `changed` says whether the value is new (the
 * date's page changed); `notice` is what followers are to be told once the write is acknowledged, if anything.
 */
export async function publishResult(
  { db, changes, timeZone, now }: PublishDependencies,
  user: User,
  { ghadiId, result, dateTime, replaces }: UpdateResultRequest,
): Promise<PublishOutcome> {
  const ghadi = await authorizeGhadi(db, user, ghadiId);
  const today = drawDateIn(timeZone, now);
  if (isAfterSiteDay(dateTime, today)) throw apiError(400, 'futureDate');
  // A matka market's result is its line so far: the open, then the close (DESIGN: result kinds).
  const line = ghadi.kind === 'matka' ? readMarketLine(result) : undefined;

  const outcome = await db.transaction().execute(async (trx): Promise<{ conflict: ReplaceConflict } | { saved: ResultRow }> => {
    // Under the game's lock, which marking a holiday takes too: a holiday marked meanwhile is seen here.
    await lockGhadiCalendar(trx, ghadi.gid);
    if ((await holidaysAmong(trx, ghadi.gid, [dateTime])).size > 0) throw apiError(409, 'holidayNoResult');
    if (replaces !== undefined || line) {
      const published = await publishedValue(trx, ghadi.gid, dateTime);
      const conflict = replaceConflict(published, result, replaces);
      if (conflict) return { conflict };
      if (line) checkMarketClose(ghadi, line, published, { drawDate: dateTime, timeZone, now });
    }
    const [row] = await writeResults(trx, [{ gid: ghadi.gid, drawDate: dateTime, result }], { userId: user.User_Id, now: now.toISOString(), source: 'entered' });
    return { saved: row! };
  });
  if ('conflict' in outcome) return { conflict: outcome.conflict };
  const { saved } = outcome;
  // Before the acknowledgement: the next public read on any instance already shows the new number.
  await changes.resultPublished({ ghadi: toGhadiIdentity(ghadi.id, ghadi), drawDate: saved.draw_date });
  return {
    result: toResult({ ...saved, ...ghadi, id: saved.id, ghadi_id: ghadi.id, creator_id: user.id }),
    previousResult: saved.previous_result,
    changed: isResultChange(saved),
    notice: resultNoticeOf(saved, { NameEn: ghadi.name_en, NameHn: ghadi.name_hn }, { today, timeZone }),
  };
}
