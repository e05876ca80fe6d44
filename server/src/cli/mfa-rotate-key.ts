import { invocationDirectory, loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { MfaKeyError, rotateMfaKey } from '../features/sign-in';
import { siteIsRunning } from './site-probe';

/**
 * npm run mfa:rotate-key --workspace @ghadi/server
 * Re-seals every authenticator-app secret with a new MFA key, all or nothing, with the site stopped (a
 * running instance keeps the old key in memory). With a key file the new key replaces it; with
 * MFA_ENCRYPTION_KEY the new key comes from MFA_NEW_ENCRYPTION_KEY, to be set on every instance after.
 */
async function main(): Promise<number> {
  process.chdir(invocationDirectory());
  const config = loadConfig();
  if (await siteIsRunning(config.port)) {
    process.stderr.write(`Rotation refused: a server answers on port ${config.port}. Stop every instance of the site first.\n`);
    return 1;
  }
  const handle = createDatabase(config.databaseUrl, (error) => process.stderr.write(`${error.message}\n`));
  try {
    await migrateToLatest(handle);
    const { secrets, keyFile } = await rotateMfaKey(handle.db, config.mfa, new Date());
    const where = keyFile
      ? `the new key is in ${keyFile}: copy it to every instance's MFA_KEY_FILE and to where you keep it apart from the backups`
      : 'now set MFA_ENCRYPTION_KEY to the value of MFA_NEW_ENCRYPTION_KEY on every instance, then start them';
    process.stdout.write(`Re-sealed ${secrets} authenticator-app secret(s) with a new MFA key; ${where}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof MfaKeyError)) throw error;
    process.stderr.write(`Rotation refused: ${error.message}. Nothing was changed.\n`);
    return 1;
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Rotation failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
