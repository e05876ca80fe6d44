import { userNameSchema } from '@ghadi/contracts';
import { invocationDirectory, loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createAdmin } from '../features/sign-in';

/**
 * npm run create-admin --workspace @ghadi/server -- <username>
 * Adds an admin account (another one, or a replacement when the first is lost). The password comes from
 * ADMIN_PASSWORD, or is generated and printed once.
 */
async function main(): Promise<number> {
  const username = userNameSchema.safeParse(process.argv[2] ?? '');
  if (!username.success) {
    process.stderr.write(`Usage: create-admin <username>\n${username.error.issues[0]?.message ?? ''}\n`);
    return 2;
  }
  process.chdir(invocationDirectory());
  const config = loadConfig();
  const handle = createDatabase(config.databaseUrl, (error) => process.stderr.write(`${error.message}\n`));
  try {
    await migrateToLatest(handle);
    const created = await createAdmin(handle.db, { username: username.data, password: config.admin.password });
    if (!created) {
      process.stderr.write(`A user named "${username.data}" already exists\n`);
      return 1;
    }
    process.stdout.write(
      created.generatedPassword === undefined
        ? `Created admin user "${username.data}" with the password from ADMIN_PASSWORD\n`
        : `Created admin user "${username.data}" with password: ${created.generatedPassword}\n`,
    );
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
