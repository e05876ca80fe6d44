import { createAdmin } from '../features/sign-in';
import { runUserCommand } from './user-command';

/**
 * npm run create-admin --workspace @ghadi/server -- <username>
 * Adds an admin account (another one, or a replacement when the first is lost). The password comes from
 * ADMIN_PASSWORD, or is generated and printed once.
 */
runUserCommand('create-admin', async (db, username, config) => {
  const created = await createAdmin(db, { username, password: config.admin.password });
  if (!created) {
    process.stderr.write(`A user named "${username}" already exists\n`);
    return 1;
  }
  process.stdout.write(
    created.generatedPassword === undefined
      ? `Created admin user "${username}" with the password from ADMIN_PASSWORD\n`
      : `Created admin user "${username}" with password: ${created.generatedPassword}\n`,
  );
  return 0;
});
