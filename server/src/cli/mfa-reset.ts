import { randomUUID } from 'node:crypto';
import { userNameSchema } from '@ghadi/contracts';
import { invocationDirectory, loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { resetSecondFactors } from '../features/sign-in';

/**
 * npm run mfa:reset --workspace @ghadi/server -- <username>
 * Break-glass for an owner who lost the phone: removes the account's authenticator app, recovery codes and
 * passkeys and ends its sessions, recorded in the audit log. The password still has to be right.
 */
async function main(): Promise<number> {
  const username = userNameSchema.safeParse(process.argv[2] ?? '');
  if (!username.success) {
    process.stderr.write(`Usage: mfa:reset <username>\n${username.error.issues[0]?.message ?? ''}\n`);
    return 2;
  }
  process.chdir(invocationDirectory());
  const config = loadConfig();
  const handle = createDatabase(config.databaseUrl, (error) => process.stderr.write(`${error.message}\n`));
  try {
    await migrateToLatest(handle);
    const reset = await resetSecondFactors(handle.db, username.data, { id: randomUUID(), at: new Date().toISOString() });
    if (!reset) {
      process.stderr.write(`No user named "${username.data}"\n`);
      return 1;
    }
    process.stdout.write(`Removed the second factors of "${username.data}" and ended its sessions; it signs in with its password now\n`);
    return 0;
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
