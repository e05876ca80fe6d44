import type { Kysely } from 'kysely';
import { drawDateIn, type DrawDay } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { toGhadiIdentity } from '../games';
import { findGameDays, findLastResultChange, type GameDayRow } from './draw-day-queries';
import { drawDayOf, type GameDayFacts } from './game-day';

function factsOf(row: GameDayRow): GameDayFacts {
  const { r_time, holiday_gid, result, created_at, changed_at, replaced_result } = row;
  const published = result !== null && created_at !== null && changed_at !== null;
  return {
    ghadi: toGhadiIdentity(row.id, row),
    rTime: r_time,
    holiday: holiday_gid !== null,
    result: published ? { value: result, createdAt: created_at, changedAt: changed_at, replaced: replaced_result } : null,
  };
}

/** Every game's state on the site day of `now`, as `GET /api/draw-day` answers it. */
export async function readDrawDay(db: Kysely<Database>, timeZone: string, now: Date): Promise<DrawDay> {
  const day = drawDateIn(timeZone, now);
  const [rows, lastUpdatedAt] = await Promise.all([findGameDays(db, day), findLastResultChange(db)]);
  return drawDayOf(rows.map(factsOf), lastUpdatedAt, { day, timeZone, now });
}
