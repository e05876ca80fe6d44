import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type UserMap, type UserMapCreate } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { findGhadisByGids } from '../games';
import { findUserMapsByGids, insertUserMaps, toUserMap } from './user-map-queries';
import { findUserByUserId } from '../sign-in';
import { apiError } from '../../http/api-error';

/**
 * Assigns one or more games to an active agent, all or nothing. The unique key on the game decides a
 * race: whichever insert comes second finds the game taken, and its whole transaction rolls back.
 */
export async function assignGhadis(db: Kysely<Database>, body: UserMapCreate): Promise<UserMap[]> {
  const gids = Array.isArray(body.GID) ? body.GID : [body.GID];
  return db.transaction().execute(async (trx) => {
    const agent = await findUserByUserId(trx, body.User_Id);
    if (!agent) throw apiError(404, 'agentNotFound');
    if (agent.user_type !== 'agent') throw apiError(400, 'notAnAgent');
    if (agent.is_active !== 1) throw apiError(400, 'agentInactive');

    const ghadis = await findGhadisByGids(trx, gids);
    const missing = gids.filter((gid) => !ghadis.some((ghadi) => ghadi.gid === gid));
    if (missing.length > 0) throw apiError(404, 'ghadisNotFound', missing);

    const now = new Date().toISOString();
    // In GID order, so two requests with overlapping games lock them in the same order (no deadlock).
    const rows = [...gids]
      .sort((a, b) => a - b)
      .map((gid) => ({ id: randomUUID(), user_id: agent.user_id, gid, created_at: now }));
    const inserted = new Set(await insertUserMaps(trx, rows));
    const taken = ghadis.filter((ghadi) => !inserted.has(ghadi.gid)).map((ghadi) => ghadi.name_en);
    if (taken.length > 0) throw apiError(409, 'ghadisAlreadyAssigned', taken);
    return (await findUserMapsByGids(trx, gids)).map(toUserMap);
  });
}
