import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { evictAccount } from '../sessions';
import { findUserByUserName } from '../user-queries';
import { deleteAllFactors } from './factor-queries';

/** The audit log's name for the one acting from the server's command line, who has no account. */
export const COMMAND_LINE_ACTOR = { userId: 0, userName: '(command line)' };

/**
 * Removes every second factor of the account, ends its sessions and revokes its API tokens, with an audit
 * log line naming it. False when no such user exists.
 */
export async function resetSecondFactors(db: Kysely<Database>, userName: string, entry: { id: string; at: string }): Promise<boolean> {
  const row = await findUserByUserName(db, userName);
  if (!row) return false;
  await deleteAllFactors(db, row.user_id);
  await evictAccount(db, row.user_id);
  await db
    .insertInto('audit_log')
    .values({
      ...entry,
      user_id: COMMAND_LINE_ACTOR.userId,
      user_name: COMMAND_LINE_ACTOR.userName,
      action: 'mfa:reset',
      target: row.user_name,
      status: 200,
      ip: '',
    })
    .execute();
  return true;
}
