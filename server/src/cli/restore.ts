import path from 'node:path';
import { invocationDirectory, loadConfig } from '../config/env';
import { migrations } from '../db/migrations';
import { BackupError, checkSqliteBackup, restoreSqliteFile } from '../db/sqlite-backup';

const USAGE = 'Usage: npm run restore -- <backup file>\n';
const PG_RESTORE_HINT =
  'DATABASE_URL points at PostgreSQL: restore it with pg_restore, for example\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ghadi.dump\n' +
  'npm run restore restores SQLite databases only.\n';
// Long enough for a server on this machine to answer; short enough not to keep the operator waiting.
const PROBE_TIMEOUT_MS = 1500;

/** Whether a server answers on the configured port: a running site must not have its database replaced. */
async function siteIsRunning(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/**
 * npm run restore -- <file>
 * Puts a backup in place of the SQLite database named by DATABASE_URL, once the backup passed its checks
 * and only while the site is stopped; the replaced database is kept beside it.
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
  process.stdout.write(`Restored ${backup} to ${target}${kept ? `; the replaced database is kept at ${kept}` : ''}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
