import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { BACKUP_DIR_MODE, backupFileName, backupsOf, backupSqliteFile } from '../../db/sqlite-backup';

/**
 * Backups of the SQLite database made by the running server (BACKUP_EVERY), each checked after writing
 * (backupSqliteFile), the last BACKUP_KEEP kept in BACKUP_DIR and older ones removed. A backup that fails
 * is logged as an error and the next one runs as planned; the site is never stopped for one.
 */
export default fp(
  async (fastify) => {
    const settings = fastify.config.backups;
    if (settings === null) return;
    const source = path.resolve(fastify.config.databaseUrl.slice('sqlite:'.length));
    const dir = path.resolve(settings.dir);
    let running: Promise<void> | null = null;

    const backUp = async (): Promise<void> => {
      const target = path.join(dir, backupFileName(source, fastify.clock()));
      fs.mkdirSync(dir, { recursive: true, mode: BACKUP_DIR_MODE });
      await backupSqliteFile(source, target);
      const all = backupsOf(source, dir);
      for (const old of all.slice(0, Math.max(all.length - settings.keep, 0))) fs.rmSync(old, { force: true });
      fastify.log.info({ backup: target, kept: Math.min(all.length, settings.keep) }, 'database backed up');
    };
    const timer = setInterval(() => {
      // One at a time: a backup slower than the interval is not stacked.
      if (running) return;
      running = backUp()
        .catch((error: unknown) => fastify.log.error({ err: error }, 'scheduled database backup failed'))
        .finally(() => {
          running = null;
        });
    }, settings.everyMs);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'scheduled-backups', dependencies: ['db'] },
);
