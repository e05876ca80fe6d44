import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { PasskeyRow } from '../../../db/tables/account-security';

export async function findPasskeys(db: Kysely<Database>, userId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export async function findPasskey(db: Kysely<Database>, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPasskey(db: Kysely<Database>, row: PasskeyRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('passkeys').values(row).execute();
    // The account has its factor now: sessions held to enrolment open everything.
    await trx.updateTable('sessions').set({ enrol_only: 0 }).where('user_id', '=', row.user_id).execute();
  });
}

export async function updatePasskeyUsed(db: Kysely<Database>, id: string, counter: number, now: string): Promise<void> {
  await db.updateTable('passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

export async function deletePasskey(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
