import type { Kysely } from 'kysely';
import type { UserMap } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { NewUserMap } from '../../db/tables/user-maps';

export interface UserMapListRow {
  id: string;
  user_id: number;
  gid: number;
  agent_name: string;
  ghadi_name: string;
}

export function toUserMap(row: UserMapListRow): UserMap {
  return {
    _id: row.id,
    id: row.id,
    User_Id: row.user_id,
    GID: row.gid,
    AgentName: row.agent_name,
    GhadiName: row.ghadi_name,
  };
}

const selectUserMaps = (db: Kysely<Database>) =>
  db
    .selectFrom('user_maps')
    .innerJoin('users', 'users.user_id', 'user_maps.user_id')
    .innerJoin('ghadis', 'ghadis.gid', 'user_maps.gid')
    .select([
      'user_maps.id',
      'user_maps.user_id',
      'user_maps.gid',
      'users.display_name as agent_name',
      'ghadis.name_en as ghadi_name',
    ])
    .where('users.deleted_at', 'is', null)
    .where('ghadis.deleted_at', 'is', null);

/** Every assignment (at most one per game, so bounded by the games), by agent, then by game order. */
export async function findUserMaps(db: Kysely<Database>): Promise<UserMapListRow[]> {
  return selectUserMaps(db)
    .orderBy('users.display_name')
    .orderBy('users.user_id')
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.created_at')
    .execute();
}

/** The assignments of these games, by game order. */
export async function findUserMapsByGids(db: Kysely<Database>, gids: number[]): Promise<UserMapListRow[]> {
  return selectUserMaps(db)
    .where('user_maps.gid', 'in', gids)
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.created_at')
    .execute();
}

/**
 * Inserts the assignments whose game is still free and returns their games. The unique key on gid
 * decides, so of two concurrent requests for one game exactly one gets it.
 */
export async function insertUserMaps(db: Kysely<Database>, rows: NewUserMap[]): Promise<number[]> {
  const inserted = await db
    .insertInto('user_maps')
    .values(rows)
    .onConflict((oc) => oc.column('gid').doNothing())
    .returning('gid')
    .execute();
  return inserted.map((row) => row.gid);
}

/** Returns whether an assignment with this id existed. */
export async function deleteUserMap(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('user_maps').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteUserMapsOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('user_maps').where('user_id', '=', userId).execute();
}
