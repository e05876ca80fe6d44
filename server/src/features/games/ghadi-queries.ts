import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { gameNameKey, type GameKind, type Ghadi, type GhadiIdentity, type MarketDays, type PublicGhadi } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import type { GhadiRow } from '../../db/tables/ghadis';

export interface GhadiFields {
  nameEn: string;
  nameHn: string;
  rTime: string;
  orderId: number;
  /** Its kind and market; left out, a new game is a jodi game and an edited one keeps what it had. */
  market?: GameMarket;
}

/** A game's kind, with a matka market's close time and days (null for any other kind). */
export interface GameMarket {
  kind: GameKind;
  closeTime: string | null;
  marketDays: MarketDays | null;
}

export type GhadiWithResultsRow = GhadiRow & { yesterday_result: string | null; today_result: string | null };

/** The columns a game's identity is made of, however a query names its id. */
export interface GhadiIdentityRow {
  gid: number;
  name_en: string;
  name_hn: string;
  name_en_key: string;
}

/** The game's columns toGhadiIdentity reads besides its GID, in a query joining `ghadis` to the game's rows. */
export const ghadiIdentityColumns = ['ghadis.id as ghadi_id', 'ghadis.name_en', 'ghadis.name_hn', 'ghadis.name_en_key'] as const;

/** The one place a game's row becomes the identity every payload names it by. */
export function toGhadiIdentity(id: string, row: GhadiIdentityRow): GhadiIdentity {
  return { id, GID: row.gid, NameEn: row.name_en, NameHn: row.name_hn, key: row.name_en_key };
}

export function toGhadi(row: GhadiRow): Ghadi {
  return {
    _id: row.id,
    id: row.id,
    GID: row.gid,
    NameEn: row.name_en,
    NameHn: row.name_hn,
    key: row.name_en_key,
    RTime: row.r_time,
    OrderId: row.order_id,
    // A jodi game keeps the spec's shape: only a market names its kind, close and days.
    ...(row.kind === 'matka' ? { Kind: row.kind, CloseTime: row.close_time, MarketDays: row.market_days } : {}),
  };
}

export function toPublicGhadi(row: GhadiWithResultsRow): PublicGhadi {
  return { ...toGhadi(row), YesterdayResult: row.yesterday_result, TodayResult: row.today_result };
}


const columnsOf = (fields: GhadiFields) => ({
  name_en: fields.nameEn,
  name_en_key: gameNameKey(fields.nameEn),
  name_hn: fields.nameHn,
  r_time: fields.rTime,
  order_id: fields.orderId,
  ...(fields.market && { kind: fields.market.kind, close_time: fields.market.closeTime, market_days: fields.market.marketDays }),
});

/** Non-deleted games by OrderId, then creation, each with its active results of the two given dates. */
export async function findGhadisWithResults(
  db: Kysely<Database>,
  dates: { yesterday: string; today: string },
): Promise<GhadiWithResultsRow[]> {
  return db
    .selectFrom('ghadis')
    .leftJoin('results as yesterday', (join) =>
      join
        .onRef('yesterday.gid', '=', 'ghadis.gid')
        .on('yesterday.draw_date', '=', dates.yesterday)
        .on('yesterday.is_active', '=', 1),
    )
    .leftJoin('results as today', (join) =>
      join.onRef('today.gid', '=', 'ghadis.gid').on('today.draw_date', '=', dates.today).on('today.is_active', '=', 1),
    )
    .selectAll('ghadis')
    .select(['yesterday.result as yesterday_result', 'today.result as today_result'])
    .where('ghadis.deleted_at', 'is', null)
    .orderBy('ghadis.order_id')
    .orderBy('ghadis.created_at')
    .orderBy('ghadis.gid')
    .execute();
}

export async function findGhadiCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('ghadis')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.count);
}

/** The names and name keys of the games not deleted, with the agent each is assigned to, by GID. */
export async function findGhadiNames(
  db: Kysely<Database>,
): Promise<Array<Pick<GhadiRow, 'gid' | 'name_en' | 'name_hn' | 'name_en_key'> & { assignee_id: number | null }>> {
  return db
    .selectFrom('ghadis')
    .leftJoin('user_maps', 'user_maps.gid', 'ghadis.gid')
    .select(['ghadis.gid', 'ghadis.name_en', 'ghadis.name_hn', 'ghadis.name_en_key', 'user_maps.user_id as assignee_id'])
    .where('ghadis.deleted_at', 'is', null)
    .orderBy('ghadis.gid')
    .execute();
}

/** The non-deleted games among these GIDs. */
export async function findGhadisByGids(db: Kysely<Database>, gids: number[]): Promise<GhadiRow[]> {
  return db.selectFrom('ghadis').selectAll().where('gid', 'in', gids).where('deleted_at', 'is', null).execute();
}

/** Inserts the game, or returns undefined when a non-deleted game already has that English name. */
export async function insertGhadi(db: Kysely<Database>, fields: GhadiFields, now: string): Promise<GhadiRow | undefined> {
  return db
    .insertInto('ghadis')
    .values({ id: randomUUID(), ...columnsOf(fields), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('name_en_key').where('deleted_at', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Undefined when no non-deleted game has this id; throws the unique-key error for a taken name. */
export async function updateGhadi(
  db: Kysely<Database>,
  id: string,
  fields: GhadiFields,
  now: string,
): Promise<GhadiRow | undefined> {
  return db
    .updateTable('ghadis')
    .set({ ...columnsOf(fields), updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The kind of a game not deleted; undefined when no such game. */
export async function findGhadiKind(db: Kysely<Database>, id: string): Promise<GameKind | undefined> {
  const row = await db.selectFrom('ghadis').select('kind').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.kind;
}

/** Soft delete: the row stays, so its results, history and chart entries keep their game. */
export async function updateGhadiDeleted(db: Kysely<Database>, id: string, now: string): Promise<GhadiRow | undefined> {
  return db
    .updateTable('ghadis')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Frees a deleted game's assignment: an agent never keeps a game that is gone. */
export async function deleteAssignmentOfGhadi(db: Kysely<Database>, gid: number): Promise<void> {
  await db.deleteFrom('user_maps').where('gid', '=', gid).execute();
}
