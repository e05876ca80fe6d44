import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { PasskeyRow } from '../../../db/tables/account-security';
import { updateSessionsOnFactorAdded } from '../session-queries';
import { forgetSecondFactorIfNoneLeft } from './factor-queries';

export async function findPasskeys(db: Kysely<Database>, userId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export async function findPasskey(db: Kysely<Database>, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Keeps a passkey registered by the session `sessionId`, which counts as having passed a second factor now. */
export async function insertPasskey(db: Kysely<Database>, row: PasskeyRow, sessionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('passkeys').values(row).execute();
    await updateSessionsOnFactorAdded(trx, row.user_id, sessionId, row.created_at);
  });
}

export async function updatePasskeyUsed(db: Kysely<Database>, id: string, counter: number, now: string): Promise<void> {
  await db.updateTable('passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

export async function deletePasskey(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await forgetSecondFactorIfNoneLeft(trx, userId);
    return true;
  });
}
