import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { VapidKeys } from '../../config/vapid-settings';

const ONLY_ROW = 1;

/** Stores a key pair unless one is stored already (the first instance to start wins). */
export async function insertVapidKeysIfAbsent(db: Kysely<Database>, keys: VapidKeys, now: string): Promise<void> {
  await db
    .insertInto('vapid_keys')
    .values({ id: ONLY_ROW, public_key: keys.publicKey, private_key: keys.privateKey, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findVapidKeys(db: Kysely<Database>): Promise<VapidKeys | undefined> {
  const row = await db.selectFrom('vapid_keys').select(['public_key', 'private_key']).where('id', '=', ONLY_ROW).executeTakeFirst();
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}
