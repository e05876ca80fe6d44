import { randomUUID } from 'node:crypto';
import { setPasswordFromCommandLine } from '../features/sign-in';
import { runUserCommand } from './user-command';

/**
 * npm run set-password --workspace @ghadi/server -- <username>
 * For an operator locked out (or whose password leaked): sets the account's password, from ADMIN_PASSWORD
 * or generated and printed once, ends its sessions and revokes its API tokens, recorded in the audit log.
 */
runUserCommand('set-password', async (db, username, config) => {
  const done = await setPasswordFromCommandLine(db, username, config.admin.password, { id: randomUUID(), at: new Date().toISOString() });
  if (!done) {
    process.stderr.write(`No user named "${username}"\n`);
    return 1;
  }
  process.stdout.write(
    done.generatedPassword === undefined
      ? `Set the password of "${username}" from ADMIN_PASSWORD; its sessions ended and its API tokens were revoked\n`
      : `Set the password of "${username}" to: ${done.generatedPassword}\nIts sessions ended and its API tokens were revoked\n`,
  );
  return 0;
});
