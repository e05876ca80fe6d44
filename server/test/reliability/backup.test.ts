import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from '../../src/db/sqlite-driver';
import { describeBuiltServer, killAllServers, repoRoot, startServer } from '../support/built-server';
import { readDatabaseState } from '../support/database-state';
import { runCommand } from '../support/run-command';
import { STREAM_MONTH, startResultStream } from '../support/result-stream';
import { createGame, postResult, publishedResults, signIn } from '../support/site-api';
import { historyMismatches, writesMissingSince } from '../support/stream-checks';

// Few enough that SQLite still holds them in its WAL, not yet checkpointed into the main file (it does
// that at 1000 pages): a plain copy of the file would miss them, the online backup must not.
const ACKS_BEFORE_BACKUP = 30;
const TEST_TIMEOUT_MS = 90_000;

const backupCli = path.join(repoRoot, 'server/dist/cli/backup.js');

describeBuiltServer('npm run backup', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-backup-'));
  });
  afterEach(async () => {
    await killAllServers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the running site consistently, and the copy restores the same data', async () => {
    const databaseFile = path.join(dir, 'site.sqlite');
    const backupFile = path.join(dir, 'backup.sqlite');
    const server = await startServer(`sqlite:${databaseFile}`);
    const token = await signIn(server);
    const game = await createGame(server, token, 'Backup Test');
    const stream = startResultStream(async (date, value) => (await postResult(server, token, game, date, value)).status, 4);

    await stream.reached(ACKS_BEFORE_BACKUP);
    const acknowledgedAtStart = new Map(stream.acknowledged);
    const acksAtStart = stream.count();
    const backup = await runCommand('npm', ['run', 'backup', '--silent', '--', backupFile], { DATABASE_URL: `sqlite:${databaseFile}` });
    const acksDuringBackup = stream.count() - acksAtStart;
    await stream.stop();
    await server.kill('SIGTERM');
    console.info(`[backup] ${acksAtStart} writes acknowledged before the backup, ${acksDuringBackup} during it`);
    const selfContained = !existsSync(`${backupFile}-wal`) && !existsSync(`${backupFile}.partial`);

    // Restore as the README says, before anything opens the backup: the server stopped, the database and
    // its -wal/-shm replaced by the copy.
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
    copyFileSync(backupFile, databaseFile);
    const copy = await readDatabaseState(`sqlite:${backupFile}`, game.name);

    expect([backup.code, backup.stdout]).toEqual([0, expect.stringContaining(`to ${backupFile}`)]);
    expect(acksDuringBackup).toBeGreaterThan(0);
    expect(stream.failures).toEqual([]);
    expect(selfContained).toBe(true);
    expect(copy.integrity).toBe('ok');
    expect(writesMissingSince(acknowledgedAtStart, copy.results)).toEqual([]);
    expect(historyMismatches(copy.results, copy.history)).toEqual([]);

    const restored = await startServer(`sqlite:${databaseFile}`);
    expect(await publishedResults(restored, game, STREAM_MONTH)).toEqual(copy.results);
    expect(await signIn(restored)).toEqual(expect.any(String));
  }, TEST_TIMEOUT_MS);

  it('names a timestamped file under data/backups/ by default and never overwrites a backup', async () => {
    const databaseFile = path.join(dir, 'site.sqlite');
    const database = new SqliteDatabase(databaseFile);
    database.exec("create table results (result text); insert into results values ('42')");
    database.close();
    const env = { DATABASE_URL: `sqlite:${databaseFile}`, INIT_CWD: dir };

    const first = await runCommand(process.execPath, [backupCli], env);
    const [name] = readdirSync(path.join(dir, 'data/backups'));
    const target = path.join(dir, 'data/backups', name ?? '');
    const again = await runCommand(process.execPath, [backupCli, target], env);
    const copy = new SqliteDatabase(target, { readonly: true });
    const rows = copy.prepare('select result from results').all();
    copy.close();

    expect(first.code).toBe(0);
    expect(name).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.sqlite$/);
    expect(rows).toEqual([{ result: '42' }]);
    expect([again.code, again.stderr]).toEqual([1, `Backup failed: ${target} already exists; choose another file\n`]);
  });

  it('refuses a PostgreSQL database and points to pg_dump', async () => {
    const outcome = await runCommand(process.execPath, [backupCli, path.join(dir, 'copy.sqlite')], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });

    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('pg_dump');
    expect(readdirSync(dir)).toEqual([]);
  });
});
