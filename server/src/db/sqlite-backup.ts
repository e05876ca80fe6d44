import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from './sqlite-driver';

export class BackupError extends Error {}

/** Backups are readable and writable by their owner only; their folder is the owner's only too. */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_DIR_MODE = 0o700;

/** `ghadi-2026-03-01T10-20-30-123Z.sqlite` for `data/ghadi.sqlite`: sortable, never reused. */
export function backupFileName(source: string, now: Date): string {
  return `${path.basename(source, path.extname(source))}-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/** The backups of `source` in `dir` (named by backupFileName), oldest first. */
export function backupsOf(source: string, dir: string): string[] {
  const prefix = `${path.basename(source, path.extname(source))}-`;
  const isStamp = (text: string) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/.test(text);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.startsWith(prefix) && file.endsWith('.sqlite') && isStamp(file.slice(prefix.length, -'.sqlite'.length)))
    .sort()
    .map((file) => path.join(dir, file));
}

// Copy every remaining page in one step: a step reads one snapshot, and in WAL mode it blocks no writer,
// whereas small steps restart from the beginning whenever the running site commits between two of them.
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the SQLite database `source` to `target` with SQLite's online backup, so the copy is one
 * consistent snapshot even while the site is writing. The copy is written beside `target` and renamed
 * into place only once its integrity check passes, so `target` never names a partial file.
 */
export async function backupSqliteFile(source: string, target: string): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`No SQLite database at ${source}`);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; choose another file`);
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  // A backup holds every account's password hash and sealed secrets: readable by the site's owner only,
  // from its first byte (SQLite writes into the file it finds, keeping its mode).
  fs.writeFileSync(partial, '', { mode: BACKUP_FILE_MODE, flag: 'wx' });

  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }

  const copy = new SqliteDatabase(partial);
  try {
    // One self-contained file: no -wal or -shm beside the copy to lose when it is moved. The server
    // switches a restored copy back to WAL when it opens it.
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`The copy failed its integrity check (${String(integrity)}); kept at ${partial}`);
  } finally {
    copy.close();
  }
  // The mode given at creation is narrowed by the umask only; this makes it exact.
  fs.chmodSync(partial, BACKUP_FILE_MODE);
  fs.renameSync(partial, target);
}

/**
 * Checks that `file` is a whole database of this site that this code can run: SQLite's integrity check
 * passes, and its schema was migrated by no migration this code does not know (a backup of a newer release).
 */
export function checkSqliteBackup(file: string, knownMigrations: readonly string[]): void {
  if (!fs.existsSync(file)) throw new BackupError(`No file at ${file}`);
  let database: SqliteDatabase.Database;
  try {
    database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} is not a SQLite database (${(error as Error).message})`);
  }
  try {
    const integrity = database.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} fails its integrity check (${String(integrity)})`);
    const hasMigrations = database.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!hasMigrations) throw new BackupError(`${file} is not a database of this site (it has no migrations table)`);
    const applied = database.prepare('select name from kysely_migration').all() as { name: string }[];
    const unknown = applied.map((row) => row.name).filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) throw new BackupError(`${file} comes from a newer release (migrations ${unknown.join(', ')}); restore it with that release`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read as a database (${(error as Error).message})`);
  } finally {
    database.close();
  }
}

/**
 * Puts the checked backup `backup` in place of the database `target` of a stopped site. The replaced file
 * (with its -wal and -shm, which hold its latest writes) is kept beside it, renamed with `stamp`; answers
 * its name, or null when there was no database. The copy goes in under a temporary name first, so `target`
 * never names a partial file.
 */
export function restoreSqliteFile(backup: string, target: string, stamp: string): string | null {
  const partial = `${target}.restoring`;
  fs.copyFileSync(backup, partial);
  const kept = fs.existsSync(target) ? `${target}.replaced-${stamp}` : null;
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(`${target}${suffix}`)) fs.renameSync(`${target}${suffix}`, `${kept}${suffix}`);
  }
  fs.renameSync(partial, target);
  return kept;
}
