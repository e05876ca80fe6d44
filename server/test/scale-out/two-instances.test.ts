import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import { publicGhadiListResponseSchema, visitorStatsResponseSchema } from '@ghadi/contracts';
import { siteToday } from '../../src/calendar/site-calendar';
import { describePostgres, type TestKit } from '../helper';
import { describeBuiltServer, killAllServers, startServer, type BuiltServer } from '../support/built-server';
import { openEventStream, type OpenStream } from '../support/event-stream';
import { call, createGame, postResult, signIn, type Game } from '../support/site-api';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const redisAvailable = process.env.TEST_REDIS_AVAILABLE === 'yes';
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const TEST_TIMEOUT_MS = 45_000;
const today = () => siteToday('Asia/Kolkata', new Date());

const todayOf = async (server: BuiltServer, game: Game) =>
  publicGhadiListResponseSchema.parse((await call(server, 'GET', '/api/ghadis')).body).data.find((row) => row.NameEn === game.name)
    ?.TodayResult;
const stats = async (server: BuiltServer) => visitorStatsResponseSchema.parse((await call(server, 'GET', '/api/visitor/stats')).body);
const track = (server: BuiltServer, sessionId: string) =>
  fetch(`${server.url}/api/visitor/track`, { method: 'POST', headers: { 'x-session-id': sessionId } });

/** Without Redis (outside CI only: the global setup says so loudly) these tests are skipped. */
function describeWithRedis(name: string, fn: (kit: TestKit) => void): void {
  if (redisAvailable) describePostgres(name, fn);
  else describe(name, () => it.skip('needs Redis', () => undefined));
}

describeBuiltServer('two instances sharing PostgreSQL and Redis', () => {
  describeWithRedis('behind one load balancer', (kit) => {
    let proxy: TcpProxy;
    let a: BuiltServer;
    let b: BuiltServer;
    let token: string;
    let stream: OpenStream | undefined;
    const prefix = `t${randomUUID().slice(0, 8)}:`;

    beforeAll(async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      // Redis reached through a proxy, so a test can take it away without stopping the shared server.
      proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
      const env = { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_PREFIX: prefix };
      // Started together: both run the migrations on one empty database at the same moment.
      [a, b] = await Promise.all([startServer(databaseUrl, env), startServer(databaseUrl, env)]);
      token = await signIn(a);
    }, TEST_TIMEOUT_MS);

    afterAll(async () => {
      stream?.close();
      await killAllServers();
      await proxy.close();
      const redis = new Redis(redisUrl.toString());
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('serves a result written through A fresh from B on the very next read, and pushes it from B', async () => {
      const game = await createGame(a, token, 'Twin Bazar');
      const latencies: number[] = [];
      stream = await openEventStream(`${b.url}/api/results/stream`);
      for (let round = 0; round < 10; round += 1) {
        expect(await todayOf(b, game)).toBe(round === 0 ? null : String(round - 1));
        const sent = performance.now();
        expect((await postResult(a, token, game, today(), String(round))).status).toBe(200);

        expect(await todayOf(b, game)).toBe(String(round));
        const event = await stream.next('result');
        expect(JSON.parse(event.data)).toMatchObject({ Name: 'Twin Bazar', Result: String(round), DateTime: today() });
        latencies.push(event.at - sent);
      }
      latencies.sort((x, y) => x - y);
      console.log(`push latency, write sent to A -> SSE event from B: median ${latencies[5]!.toFixed(1)} ms, max ${latencies[9]!.toFixed(1)} ms`);
    }, TEST_TIMEOUT_MS);

    it('lets a page that reconnects to the other instance catch up from its Last-Event-ID', async () => {
      const game = await createGame(a, token, 'Resume Bazar');
      const first = await openEventStream(`${a.url}/api/results/stream`);
      await postResult(b, token, game, today(), '11');
      const seen = await first.next('result');
      first.close();
      await postResult(a, token, game, today(), '12');

      const resumed = await openEventStream(`${b.url}/api/results/stream`, { 'last-event-id': seen.id! });

      expect(JSON.parse((await resumed.next('result')).data)).toMatchObject({ Name: 'Resume Bazar', Result: '12' });
      resumed.close();
    }, TEST_TIMEOUT_MS);

    it('counts visitors seen by either instance as one site-wide figure', async () => {
      const before = await stats(a);
      await Promise.all([track(a, 'both-aaaaaaaa'), track(a, 'only-a-aaaaaa'), track(b, 'both-aaaaaaaa'), track(b, 'only-b-bbbbbb')]);

      const [fromA, fromB] = [await stats(a), await stats(b)];

      expect(fromA).toEqual(fromB);
      expect(fromA.totalUsers).toBe(before.totalUsers + 3);
      expect(fromA.activeUsers).toBe(before.activeUsers + 3);
    }, TEST_TIMEOUT_MS);

    it('refuses on B a session signed out on A, and holds the login limit across both', async () => {
      const session = await signIn(a);
      expect((await call(b, 'GET', '/api/users/me', { token: session })).status).toBe(200);
      await call(a, 'POST', '/api/users/logout', { token: session });
      expect((await call(b, 'GET', '/api/users/me', { token: session })).status).toBe(401);

      const guess = (server: BuiltServer) => call(server, 'POST', '/api/users/login', { body: { UserName: 'nobody-here', Password: 'wrong-guess-1' } });
      for (const server of [a, b, a, b, a]) await guess(server);
      expect([(await guess(a)).status, (await guess(b)).status]).toEqual([429, 429]);
    }, TEST_TIMEOUT_MS);

    it('keeps serving when Redis goes away, and shares again once it is back', async () => {
      const game = await createGame(a, token, 'Outage Bazar');
      await proxy.cut();

      expect((await track(a, 'during-outage-1')).status).toBe(204);
      expect((await call(b, 'GET', '/api/visitor/stats')).status).toBe(200);
      expect((await postResult(a, token, game, today(), '21')).status).toBe(200);
      expect(await todayOf(a, game)).toBe('21');
      expect(await signIn(b)).toEqual(expect.any(String));

      await proxy.restore();
      // The subscriber reconnects within its retry delay, drops what it may have missed, and listens again.
      await sleep(3_000);
      expect(await todayOf(b, game)).toBe('21');
      expect((await postResult(a, token, game, today(), '22')).status).toBe(200);
      expect(await todayOf(b, game)).toBe('22');
      expect([a.running(), b.running()]).toEqual([true, true]);
    }, TEST_TIMEOUT_MS);
  });
});
