import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_BACKUP_DIR, invocationDirectory, loadConfig } from '../config/env';
import { BACKUP_DIR_MODE, BackupError, backupFileName, backupSqliteFile } from '../db/sqlite-backup';

const PG_DUMP_HINT =
  'DATABASE_URL points at PostgreSQL: back it up with pg_dump, for example\n' +
  '  pg_dump --format=custom --file=ghadi.dump "$DATABASE_URL"\n' +
  'npm run backup copies SQLite databases only.\n';

/** data/backups/ghadi-2026-03-01T10-20-30-123Z.sqlite for data/ghadi.sqlite: sortable, never reused. */
const defaultTarget = (source: string, now: Date): string => path.join(DEFAULT_BACKUP_DIR, backupFileName(source, now));

/**
 * npm run backup [-- <file>]
 * Writes a consistent copy of the SQLite database named by DATABASE_URL while the site keeps running, to
 * <file> or to a timestamped file under data/backups/ (both relative to where the command was run).
 */
async function main(): Promise<number> {
  process.chdir(invocationDirectory());
  const { databaseUrl } = loadConfig();
  if (!databaseUrl.startsWith('sqlite:')) {
    process.stderr.write(PG_DUMP_HINT);
    return 2;
  }
  const source = path.resolve(databaseUrl.slice('sqlite:'.length));
  const target = path.resolve(process.argv[2] ?? defaultTarget(source, new Date()));
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: BACKUP_DIR_MODE });
  try {
    await backupSqliteFile(source, target);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`Backup failed: ${error.message}\n`);
    return 1;
  }
  process.stdout.write(`Backed up ${source} to ${target} (integrity check ok)\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
