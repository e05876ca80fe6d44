import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '@ghadi/contracts';
import { describeBuiltServer, killAllServers, repoRoot, startServer, type BuiltServer } from '../support/built-server';
import { readDatabaseState } from '../support/database-state';
import { runCommand } from '../support/run-command';
import { call, createGame, postResult, signIn, type Game } from '../support/site-api';

const restoreCli = path.join(repoRoot, 'server/dist/cli/restore.js');
const MONTH = { year: 2026, month: 10 };

/** Runs the restore command as an operator would. */
const restore = (file: string, env: Record<string, string>) => runCommand(process.execPath, [restoreCli, file], env);

/** What the site holds: the game's results and history, and who may sign in. */
async function siteState(databaseFile: string, game: Game) {
  const state = await readDatabaseState(`sqlite:${databaseFile}`, game.name);
  return { results: state.results, history: state.history };
}

const agentNames = async (server: BuiltServer, token: string): Promise<string[]> =>
  ((await call(server, 'GET', `${apiPaths.users}?pageSize=100`, { token })).body.data as { UserName: string }[]).map((user) => user.UserName).sort();

const addAgent = (server: BuiltServer, token: string, name: string) =>
  call(server, 'POST', apiPaths.users, { token, body: { UserName: name, DisplayName: name, email: `${name}@example.com`, Password: 'agent-password-1', isActive: true } });

describeBuiltServer('scheduled backups and npm run restore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ghadi-restore-'));
  });
  afterEach(async () => {
    await killAllServers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up on a schedule, keeps the last few, and restores exactly the backed-up results, history and users', async () => {
    const databaseFile = path.join(dir, 'site.sqlite');
    const backups = path.join(dir, 'backups');
    const env = { DATABASE_URL: `sqlite:${databaseFile}` };
    const server = await startServer(env.DATABASE_URL, { BACKUP_EVERY: '1s', BACKUP_KEEP: '2', BACKUP_DIR: backups });
    const token = await signIn(server);
    const game = await createGame(server, token, 'Restore Bazar');
    expect((await addAgent(server, token, 'ravi')).status).toBe(201);
    for (const [day, value] of [['01', '11'], ['02', '22'], ['02', '23']] as const) {
      expect((await postResult(server, token, game, `2026-10-${day}`, value)).status).toBe(200);
    }
    // A backup made after the writes, and pruning seen at work: never more than two.
    const before = Date.now();
    let made: string[] = [];
    while (Date.now() - before < 15_000) {
      made = existsSync(backups) ? readdirSync(backups).filter((file) => file.endsWith('.sqlite')) : [];
      if (made.length === 2 && Date.now() - before > 3500) break;
      await sleep(200);
    }
    expect(made).toHaveLength(2);
    expect(made.every((file) => /^site-\d{4}-\d\d-\d\dT[\d-]+Z\.sqlite$/.test(file))).toBe(true);
    // Readable by the site's owner only: a backup holds every password hash and sealed secret.
    expect(made.map((file) => statSync(path.join(backups, file)).mode & 0o777)).toEqual([0o600, 0o600]);
    // Taken out of the folder at once: the schedule goes on and prunes it.
    const backup = path.join(dir, 'chosen.sqlite');
    copyFileSync(path.join(backups, made.sort().at(-1)!), backup);
    const atBackup = await siteState(backup, game);
    expect(atBackup.results).toEqual(new Map([['2026-10-01', '11'], ['2026-10-02', '23']]));
    const agentsAtBackup = await agentNames(server, token);

    // Then more: a result, a correction and an agent the backup does not have.
    await postResult(server, token, game, '2026-10-03', '33');
    await postResult(server, token, game, '2026-10-01', '12');
    await addAgent(server, token, 'sita');

    // Never under a running site.
    const refused = await restore(backup, { ...env, PORT: String(server.port) });
    expect([refused.code, refused.stderr]).toEqual([1, `Restore refused: a server answers on port ${server.port}. Stop the site first, then restore.\n`]);
    expect((await siteState(databaseFile, game)).results.get('2026-10-03')).toBe('33');
    await server.kill('SIGTERM');
    const stopped = { ...env, PORT: String(server.port) };

    // Never a file that is not a sound backup of this site.
    const broken = path.join(dir, 'broken.sqlite');
    writeFileSync(broken, readFileSync(backup).subarray(0, 4096));
    for (const bad of [broken, path.join(dir, 'missing.sqlite')]) {
      const outcome = await restore(bad, stopped);
      expect([bad, outcome.code, outcome.stderr]).toEqual([bad, 1, expect.stringMatching(/^Restore refused: .*\. Nothing was changed\.\n$/)]);
    }
    expect((await siteState(databaseFile, game)).results.get('2026-10-03')).toBe('33');

    const done = await restore(backup, stopped);
    expect(done.code).toBe(0);
    const kept = /the replaced database is kept at (.+)\n/.exec(done.stdout)?.[1];
    expect(kept && existsSync(kept)).toBe(true);
    expect((await siteState(kept!, game)).results.get('2026-10-03')).toBe('33');

    const restored = await startServer(env.DATABASE_URL);
    expect(await siteState(databaseFile, game)).toEqual(atBackup);
    const admin = await signIn(restored);
    expect(await agentNames(restored, admin)).toEqual(agentsAtBackup);
    expect(agentsAtBackup).toContain('ravi');
    expect(agentsAtBackup).not.toContain('sita');
    const month = await call(restored, 'GET', `/api/results/${encodeURIComponent(game.name)}?month=${MONTH.month}&year=${MONTH.year}`);
    expect(month.body.data.map((row: { DateTime: string; Result: string }) => [row.DateTime, row.Result])).toEqual([
      ['2026-10-01', '11'],
      ['2026-10-02', '23'],
    ]);
  }, 60_000);
});
