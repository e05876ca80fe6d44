import type { Kysely } from 'kysely';
import type { GhadiRef } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { GhadiRow } from '../../db/tables/ghadis';

/** A game, deleted or not, with the User_Id of the agent it is assigned to (null when free). */
export interface GhadiWithAssignee extends GhadiRow {
  assignee_id: number | null;
}

/**
 * The game `ref` names: by GID when it is a number, by id otherwise. Deleted games are found too, so a
 * caller can tell "not yours" from "no such game".
 */
export async function findGhadiWithAssignee(
  db: Kysely<Database>,
  ref: GhadiRef,
): Promise<GhadiWithAssignee | undefined> {
  return db
    .selectFrom('ghadis')
    .leftJoin('user_maps', 'user_maps.gid', 'ghadis.gid')
    .selectAll('ghadis')
    .select('user_maps.user_id as assignee_id')
    .$call((query) =>
      typeof ref === 'number' ? query.where('ghadis.gid', '=', ref) : query.where('ghadis.id', '=', ref),
    )
    .executeTakeFirst();
}

/** The games (not deleted) assigned to an agent, in list order: OrderId, then creation. */
export async function findGhadisAssignedTo(db: Kysely<Database>, userId: number): Promise<GhadiRow[]> {
  return db
    .selectFrom('ghadis')
    .innerJoin('user_maps', 'user_maps.gid', 'ghadis.gid')
    .selectAll('ghadis')
    .where('user_maps.user_id', '=', userId)
    .where('ghadis.deleted_at', 'is', null)
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.created_at')
    .orderBy('ghadis.gid')
    .execute();
}

/** A game not deleted, by the key of its English name (gameNameKey of the public chart's URL). */
export async function findGhadiByNameKey(db: Kysely<Database>, nameKey: string): Promise<GhadiRow | undefined> {
  return db
    .selectFrom('ghadis')
    .selectAll()
    .where('name_en_key', '=', nameKey)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
