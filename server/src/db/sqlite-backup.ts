import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';

export class BackupError extends Error {}

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
  fs.renameSync(partial, target);
}
