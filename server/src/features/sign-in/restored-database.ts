import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * After a restore: ends every session and closes every open sign-in step (second step, passkey) of the
 * database, in one transaction. A backup holds the sessions of its day, among them any that were ended
 * since (a stolen one, a departed agent's); restored, they would open again. Everyone signs in afresh.
 * Returns how many sessions it ended.
 */
export async function endEverySignIn(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const ended = await trx.updateTable('sessions').set({ revoked_at: at }).where('revoked_at', 'is', null).executeTakeFirst();
    await trx.updateTable('auth_challenges').set({ used_at: at }).where('used_at', 'is', null).execute();
    return Number(ended.numUpdatedRows);
  });
}
