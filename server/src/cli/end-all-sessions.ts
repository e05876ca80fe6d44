import { invocationDirectory, loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { endEverySignIn } from '../features/sign-in';

/**
 * npm run sessions:end-all
 * Ends every session and open sign-in step of the site's database, recorded in the audit log: after a
 * pg_restore (npm run restore does it for SQLite), or when sessions may have leaked. Safe while the site
 * runs: every instance reads sessions from the database.
 */
async function main(): Promise<number> {
  process.chdir(invocationDirectory());
  const config = loadConfig();
  const handle = createDatabase(config.databaseUrl, (error) => process.stderr.write(`${error.message}\n`));
  try {
    await migrateToLatest(handle);
    const ended = await endEverySignIn(handle.db, new Date(), 'sessions:end-all');
    process.stdout.write(`Ended ${ended} session(s) and every open sign-in step: everyone signs in again\n`);
    return 0;
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Ending the sessions failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
