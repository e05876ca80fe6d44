import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn, errorCodes, sitePaths } from '@ghadi/contracts';
import { describePostgres } from '../helper';
import { describeBuiltServer, killAllServers, repoRoot, startServer, type BuiltServer } from '../support/built-server';
import { readDatabaseState } from '../support/database-state';
import { freePort } from '../support/free-port';
import { call, createGame, postResult, signIn, type Game } from '../support/site-api';

// Redis keeps the machine's clock, like the shared one and PostgreSQL, when CI moves the suite's clock with
// libfaketime: its tools are not started under the preload (redis-cli hung under it).
const machineClockEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')));

// A Redis of the test's own, which it stops and starts: the machine's shared one serves other tests.
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore', env: machineClockEnv });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'], env: machineClockEnv });
      let out = '';
      probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      probe.on('exit', () => resolve(out.trim() === 'PONG'));
    });
    if (up) return child;
    if (Date.now() > deadline) throw new Error('the test Redis did not start');
    await sleep(100);
  }
}

const ready = async (server: BuiltServer) => {
  const answer = await call(server, 'GET', apiPaths.healthReady);
  return [answer.status, answer.body];
};

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);

describeBuiltServer('two instances when their Redis goes away', () => {
  describePostgres('on one PostgreSQL database', (kit) => {
    let redis: ChildProcess;
    let redisPort: number;
    let a: BuiltServer;
    let b: BuiltServer;
    let databaseUrl: string;

    beforeAll(async () => {
      redisPort = await freePort();
      redis = await startRedis(redisPort);
      databaseUrl = await kit.createDatabaseUrl();
      const env = {
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SHELL_DIST: path.join(repoRoot, 'hosts/shell/dist'),
        SHELL_RENDERER: path.join(repoRoot, 'hosts/shell/dist-server/render-page.js'),
      };
      [a, b] = await Promise.all([startServer(databaseUrl, env), startServer(databaseUrl, env)]);
    }, 30_000);
    afterAll(async () => {
      await killAllServers();
      redis.kill('SIGKILL');
    });

    it('says so in readiness, keeps serving pages, and writes either whole or refused, never half-done', async () => {
      const token = await signIn(a);
      const game: Game = await createGame(a, token, 'Outage Bazar');
      expect(await ready(a)).toEqual([200, { status: 'ok' }]);
      expect((await call(b, 'GET', apiPaths.ghadis)).status).toBe(200);

      redis.kill('SIGKILL');
      await once(redis, 'exit');
      await until(async () => (await ready(a))[0] === 503 && (await ready(b))[0] === 503);
      expect(await ready(b)).toEqual([503, { status: 'unavailable', failing: ['redis'] }]);

      // Pages and reads keep being served by both.
      for (const server of [a, b]) {
        for (const url of [sitePaths.home, sitePaths.gameChart(game.name), apiPaths.ghadis]) {
          const response = await fetch(`${server.url}${url}`);
          expect([url, response.status]).toEqual([url, 200]);
        }
      }
      // Writes: each is either acknowledged with its history row, or refused whole with a clear 503.
      const outcomes = [];
      for (const [server, value] of [[a, '41'], [b, '42'], [a, '43']] as const) outcomes.push(await postResult(server, token, game, today(), value));
      const state = await readDatabaseState(databaseUrl, game.name);
      const acknowledged = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.body.data.Result);
      for (const outcome of outcomes) {
        expect([200, 503]).toContain(outcome.status);
        if (outcome.status === 503) {
          expect(outcome.body).toEqual({ success: false, code: expect.any(String), message: expect.any(String) });
          expect(errorCodes).toContain(outcome.body.code);
        }
      }
      expect(state.history.map((entry) => entry.newResult)).toEqual(acknowledged);
      if (acknowledged.length > 0) expect(state.results.get(today())).toBe(acknowledged.at(-1));

      // Redis back: both ready again, and both show the last acknowledged value (a missed message flushes).
      redis = await startRedis(redisPort);
      await until(async () => (await ready(a))[0] === 200 && (await ready(b))[0] === 200, 15_000);
      for (const server of [a, b]) {
        await until(async () => {
          const games = (await call(server, 'GET', apiPaths.ghadis)).body.data as { NameEn: string; TodayResult: string | null }[];
          return games.find((entry) => entry.NameEn === game.name)?.TodayResult === (acknowledged.at(-1) ?? null);
        });
      }
    }, 60_000);
  });
});
