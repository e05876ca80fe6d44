import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { COMMAND_LINE_ACTOR } from './two-factor/factor-reset';

/**
 * Ends every session and closes every open sign-in step (second step, passkey) of the database, in one
 * transaction, recorded in the audit log as `action` by the command line. After a restore: a backup holds
 * the sessions of its day, among them any that were ended since (a stolen one, a departed agent's);
 * restored, they would open again. Everyone signs in afresh. Returns how many sessions it ended.
 */
export async function endEverySignIn(db: Kysely<Database>, now: Date, action: 'restore' | 'sessions:end-all'): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const ended = await trx.updateTable('sessions').set({ revoked_at: at }).where('revoked_at', 'is', null).executeTakeFirst();
    await trx.updateTable('auth_challenges').set({ used_at: at }).where('used_at', 'is', null).execute();
    await trx
      .insertInto('audit_log')
      .values({ id: randomUUID(), at, user_id: COMMAND_LINE_ACTOR.userId, user_name: COMMAND_LINE_ACTOR.userName, action, target: null, status: 200, ip: '' })
      .execute();
    return Number(ended.numUpdatedRows);
  });
}
