import path from 'node:path';
import { invocationDirectory, loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { BackupError, checkSqliteBackup, restoreSqliteFile } from '../db/sqlite-backup';
import { endEverySignIn } from '../features/sign-in';
import { siteIsRunning } from './site-probe';

const USAGE = 'Usage: npm run restore -- <backup file>\n';
const PG_RESTORE_HINT =
  'DATABASE_URL points at PostgreSQL: restore it with pg_restore, then end its sessions, for example\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ghadi.dump\n' +
  '  npm run sessions:end-all\n' +
  'npm run restore restores SQLite databases only.\n';

/**
 * npm run restore -- <file>
 * Puts a backup in place of the SQLite database named by DATABASE_URL, once the backup passed its checks
 * and only while the site is stopped; the replaced database is kept beside it. Every session of the
 * restored database is ended.
 */
async function main(): Promise<number> {
  process.chdir(invocationDirectory());
  const { databaseUrl, port } = loadConfig();
  if (!databaseUrl.startsWith('sqlite:')) {
    process.stderr.write(PG_RESTORE_HINT);
    return 2;
  }
  if (process.argv[2] === undefined) {
    process.stderr.write(USAGE);
    return 2;
  }
  const backup = path.resolve(process.argv[2]);
  const target = path.resolve(databaseUrl.slice('sqlite:'.length));
  if (await siteIsRunning(port)) {
    process.stderr.write(`Restore refused: a server answers on port ${port}. Stop the site first, then restore.\n`);
    return 1;
  }
  try {
    checkSqliteBackup(backup, Object.keys(migrations));
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`Restore refused: ${error.message}. Nothing was changed.\n`);
    return 1;
  }
  const kept = restoreSqliteFile(backup, target, new Date().toISOString().replace(/[:.]/g, '-'));
  const ended = await endSignIns(databaseUrl);
  process.stdout.write(`Ended the restored database's ${ended} session(s) and open sign-in steps: everyone signs in again\n`);
  process.stdout.write(`Restored ${backup} to ${target}${kept ? `; the replaced database is kept at ${kept}` : ''}\n`);
  return 0;
}

/** Sessions ended since the backup was taken would open again: the restored database's are all ended. */
async function endSignIns(databaseUrl: string): Promise<number> {
  const handle = createDatabase(databaseUrl, (error) => process.stderr.write(`${error.message}\n`));
  try {
    // A backup of an older release lacks the newer tables; the server would add them on its start anyway.
    await migrateToLatest(handle);
    return await endEverySignIn(handle.db, new Date(), 'restore');
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
