import { randomUUID } from 'node:crypto';
import { resetSecondFactors } from '../features/sign-in';
import { runUserCommand } from './user-command';

/**
 * npm run mfa:reset --workspace @ghadi/server -- <username>
 * Break-glass for an owner who lost the phone: removes the account's authenticator app, recovery codes and
 * passkeys and ends its sessions, recorded in the audit log. The password still has to be right.
 */
runUserCommand('mfa:reset', async (db, username) => {
  if (!(await resetSecondFactors(db, username, { id: randomUUID(), at: new Date().toISOString() }))) {
    process.stderr.write(`No user named "${username}"\n`);
    return 1;
  }
  process.stdout.write(`Removed the second factors of "${username}" and ended its sessions; it signs in with its password now\n`);
  return 0;
});
