import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { generatePassword, hashPassword } from './passwords';
import { evictAccount } from './sessions';
import { COMMAND_LINE_ACTOR } from './two-factor/factor-reset';
import { findUserByUserName, updateUserPassword } from './user-queries';

/**
 * The operator's way back into a locked-out account: sets its password (`password`, or a generated one,
 * returned), ends its sessions and revokes its API tokens, with an audit log line naming the command line.
 * Undefined when no such user exists.
 */
export async function setPasswordFromCommandLine(
  db: Kysely<Database>,
  userName: string,
  password: string | undefined,
  entry: { id: string; at: string },
): Promise<{ generatedPassword: string | undefined } | undefined> {
  const row = await findUserByUserName(db, userName);
  if (!row) return undefined;
  const generatedPassword = password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  await db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, row.user_id, passwordHash, entry.at);
    await evictAccount(trx, row.user_id);
    await trx
      .insertInto('audit_log')
      .values({ ...entry, user_id: COMMAND_LINE_ACTOR.userId, user_name: COMMAND_LINE_ACTOR.userName, action: 'set-password', target: row.user_name, status: 200, ip: '' })
      .execute();
  });
  return { generatedPassword };
}
