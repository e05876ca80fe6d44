import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiPaths,
  DEFAULT_SITE_TIME_ZONE,
  drawDateIn,
  publicGhadiListResponseSchema,
  SITE_CHANGE_EVENT,
  visitorStatsResponseSchema,
} from '@ghadi/contracts';
import { describeBuiltServer, killAllServers, startServer, type BuiltServer } from '../support/built-server';
import { openEventStream, type OpenStream, type StreamEvent } from '../support/event-stream';
import { call, createGame, postResult, signIn, type Game } from '../support/site-api';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { describeWithRedis } from '../support/with-redis';

const TEST_TIMEOUT_MS = 90_000;
const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);

const todayOf = async (server: BuiltServer, game: Game) =>
  publicGhadiListResponseSchema.parse((await call(server, 'GET', '/api/ghadis')).body).data.find((row) => row.NameEn === game.name)
    ?.TodayResult;
const gidOf = async (server: BuiltServer, game: Game) =>
  publicGhadiListResponseSchema.parse((await call(server, 'GET', apiPaths.ghadis)).body).data.find((row) => row.NameEn === game.name)!.GID;
const stats = async (server: BuiltServer) => visitorStatsResponseSchema.parse((await call(server, 'GET', '/api/visitor/stats')).body);
const track = (server: BuiltServer, sessionId: string) =>
  fetch(`${server.url}/api/visitor/track`, { method: 'POST', headers: { 'x-session-id': sessionId } });

describeBuiltServer('two instances sharing PostgreSQL and Redis', () => {
  describeWithRedis('behind one load balancer', (kit, redis) => {
    let proxy: TcpProxy;
    let a: BuiltServer;
    let b: BuiltServer;
    let token: string;
    let stream: OpenStream | undefined;

    beforeAll(async () => {
      const databaseUrl = await kit.createDatabaseUrl();
      // Redis reached through a proxy, so a test can take it away without stopping the shared server.
      const shared = new URL(redis.url);
      proxy = await startTcpProxy({ host: shared.hostname, port: Number(shared.port || 6379) });
      const env = { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_PREFIX: redis.prefix };
      // Started together: both run the migrations on one empty database at the same moment.
      [a, b] = await Promise.all([startServer(databaseUrl, env), startServer(databaseUrl, env)]);
      token = await signIn(a);
    }, TEST_TIMEOUT_MS);

    afterAll(async () => {
      stream?.close();
      await killAllServers();
      await proxy.close();
    });

    it('serves a result written through A fresh from B on the very next read, and signals it from B', async () => {
      const game = await createGame(a, token, 'Twin Bazar');
      const gid = await gidOf(b, game);
      const latencies: number[] = [];
      stream = await openEventStream(`${b.url}${apiPaths.resultStream}`);
      for (let round = 0; round < 10; round += 1) {
        expect(await todayOf(b, game)).toBe(round === 0 ? null : String(round - 1));
        const sent = performance.now();
        expect((await postResult(a, token, game, today(), String(round))).status).toBe(200);

        expect(await todayOf(b, game)).toBe(String(round));
        const event = await stream.next(SITE_CHANGE_EVENT);
        expect(JSON.parse(event.data)).toMatchObject({ what: 'result', ghadi: { GID: gid }, date: today() });
        latencies.push(event.at - sent);
      }
      latencies.sort((x, y) => x - y);
      console.log(`push latency, write sent to A -> SSE event from B: median ${latencies[5]!.toFixed(1)} ms, max ${latencies[9]!.toFixed(1)} ms`);
    }, TEST_TIMEOUT_MS);

    it('signals a game written through B on a page of A, and replays nothing to a page that reconnects', async () => {
      const page = await openEventStream(`${a.url}${apiPaths.resultStream}`);
      const game = await createGame(b, token, 'Resume Bazar');
      expect(JSON.parse((await page.next(SITE_CHANGE_EVENT)).data)).toEqual({ what: 'games', reads: ['games'] });
      page.close();
      expect((await postResult(a, token, game, today(), '12')).status).toBe(200);

      const again = await openEventStream(`${b.url}${apiPaths.resultStream}`, { 'last-event-id': 'anything' });
      await createGame(a, token, 'Resume Bazar Two');

      // Events on one stream arrive in order: the result missed while away, had it been replayed, would come first.
      const first = await again.next(SITE_CHANGE_EVENT);
      expect([first.id, JSON.parse(first.data)]).toEqual([undefined, { what: 'games', reads: ['games'] }]);
      again.close();
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
      const page = await openEventStream(`${b.url}${apiPaths.resultStream}`);
      await proxy.cut();

      expect((await track(a, 'during-outage-1')).status).toBe(204);
      expect((await call(b, 'GET', '/api/visitor/stats')).status).toBe(200);
      expect((await postResult(a, token, game, today(), '21')).status).toBe(200);
      expect(await todayOf(a, game)).toBe('21');
      expect(await signIn(b)).toEqual(expect.any(String));

      await proxy.restore();
      // The subscriber reconnects within its retry delay, drops what it may have missed, listens again, and
      // tells its open pages to reload everything, as they missed the result written on A meanwhile: the
      // test waits for that event (retry delay plus reconnection), not for a fixed time.
      const reloadAll = (event: StreamEvent) => event.event === SITE_CHANGE_EVENT && event.data === '{"what":"all"}';
      for (const deadline = Date.now() + 8_000; !page.events.some(reloadAll) && Date.now() < deadline; ) await sleep(50);
      expect(page.events.filter(reloadAll)).toHaveLength(1);
      // Each instance shares its writes and reads again once its own connection is back, which its readiness says.
      const redisBack = async () => (await Promise.all([a, b].map((server) => call(server, 'GET', apiPaths.healthReady)))).every((answer) => answer.status === 200);
      for (const deadline = Date.now() + 8_000; !(await redisBack()) && Date.now() < deadline; ) await sleep(50);
      expect(await redisBack()).toBe(true);
      page.close();
      expect(await todayOf(b, game)).toBe('21');
      expect((await postResult(a, token, game, today(), '22')).status).toBe(200);
      // Shared again: B hears of A's write through Redis (the very next read is the first test's; here the
      // message comes through this process's own proxy, which may pass it on just after A's answer).
      let shown = await todayOf(b, game);
      for (const deadline = Date.now() + 2_000; shown !== '22' && Date.now() < deadline; shown = await todayOf(b, game)) await sleep(20);
      expect(shown).toBe('22');
      expect([a.running(), b.running()]).toEqual([true, true]);
    }, TEST_TIMEOUT_MS);
  });
});
