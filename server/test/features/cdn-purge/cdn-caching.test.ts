import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { apiPaths, changeTags, DEFAULT_SITE_TIME_ZONE, drawDateIn, readTags, yesterdayIn } from '@ghadi/contracts';
import { adminToken, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock, postResult } from '../../fixtures';
import { describeWithRedis } from '../../support/with-redis';
import { PURGE_TOKEN, startTestPurgeApi, type TestPurgeApi } from './test-purge-api';

// The app's clock stands still at noon in the site's zone: the tags of a write name its day and month, which
// must not turn between the write and the test's own reckoning of them.
const time = movableClock('2026-11-20T06:30:00.000Z');
const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE, time.clock());
// Longer than the purge's delay and a request: what has not arrived by then is not coming.
const QUIET_MS = 1500;

describeEachDatabase('answers a CDN may keep, and purges of what a write changed', (kit) => {
  let purges: TestPurgeApi;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    purges = await startTestPurgeApi();
    app = await kit.build({ CDN_PURGE_URL: purges.url, CDN_PURGE_TOKEN: PURGE_TOKEN, CDN_MAX_STALE_SECONDS: '30' }, { clock: time.clock });
    token = await adminToken(app);
  });
  afterAll(() => purges.close());

  it('tells shared caches how long they may keep an answer, browsers to revalidate, and what it depends on', async () => {
    const answer = await app.inject({ url: apiPaths.ghadis });
    expect(answer.headers).toMatchObject({
      'cache-control': 'public, no-cache',
      'cdn-cache-control': 'public, max-age=6, stale-while-revalidate=24',
      'surrogate-control': 'max-age=6, stale-while-revalidate=24',
      'surrogate-key': readTags.ghadis().join(' '),
      'cache-tag': readTags.ghadis().join(','),
    });
    const month = await app.inject({ url: '/api/results?year=2026&month=10' });
    expect(month.headers['cache-tag']).toBe('games,month%3A2026-10');
    // A tag naming a game keeps its name whole, spaces and all.
    await createGhadi(app, token, { NameEn: 'Tag Bazar', OrderId: 9 });
    const game = await app.inject({ url: '/api/results/tag%20bazar?year=2026&month=10' });
    expect(game.headers['surrogate-key']).toBe('games game-month%3A2026-10%3Atag%20bazar');
  });

  it('sends the tags a write changed once, after the write, with the token; a 503 or 429 is tried again', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Purge Bazar', OrderId: 1 });
    await sleep(QUIET_MS);
    const before = purges.received.length;
    purges.answerNext([503, 429]);
    const sentAt = performance.now();

    expect((await postResult(app, token, { ghadiId: game.id, result: '42', dateTime: today() })).statusCode).toBe(200);
    await purges.waitFor(before + 3);
    await sleep(QUIET_MS);

    const requests = purges.received.slice(before);
    expect(requests.map((request) => request.status)).toEqual([503, 429, 200]);
    const changed = changeTags.result('purge bazar', today(), yesterdayIn(DEFAULT_SITE_TIME_ZONE, time.clock())).map(encodeURIComponent);
    expect(requests.every((request) => JSON.stringify(request.tags) === JSON.stringify(changed))).toBe(true);
    // What the write made stale is what answers name: the home list's read is among them.
    expect(changed).toContain('daily');
    expect(requests[0]!.receivedAt - sentAt).toBeGreaterThanOrEqual(450);
  });

  it('stops at a refusal, which the log names', async () => {
    const other = await kit.build({ CDN_PURGE_URL: purges.url, CDN_PURGE_TOKEN: 'a-revoked-token' }, { clock: time.clock });
    const game = await createGhadi(other, await adminToken(other), { NameEn: 'Refused Bazar', OrderId: 1 });
    await sleep(QUIET_MS);
    const before = purges.received.length;
    await postResult(other, await adminToken(other), { ghadiId: game.id, result: '07', dateTime: today() });
    await sleep(QUIET_MS + 2000);
    expect(purges.received.slice(before).map((request) => request.status)).toEqual([403]);
  });
});

describeWithRedis('CDN purges with two instances sharing PostgreSQL and Redis', (kit, redis) => {
  it('sends one purge per write, whichever instance took it', async () => {
    const purges = await startTestPurgeApi();
    const env = { DATABASE_URL: await kit.createDatabaseUrl(), ...redis.env, CDN_PURGE_URL: purges.url, CDN_PURGE_TOKEN: PURGE_TOKEN };
    const [a, b] = await Promise.all([kit.build(env, { clock: time.clock }), kit.build(env, { clock: time.clock })]);
    const token = await adminToken(a);
    const games = await Promise.all([1, 2, 3, 4].map((order) => createGhadi(a, token, { NameEn: `Twin Purge ${order}`, OrderId: order })));
    await sleep(QUIET_MS);
    const before = purges.received.length;

    await Promise.all(games.map((game, index) => postResult(index % 2 === 0 ? a : b, token, { ghadiId: game.id, result: `4${index}`, dateTime: today() })));
    await purges.waitFor(before + games.length);
    await sleep(QUIET_MS);

    const keys = purges.received.slice(before).map((request) => request.tags.find((tag) => tag.startsWith('game-month%3A')));
    expect(keys).toHaveLength(games.length);
    expect(new Set(keys).size).toBe(games.length);
    await Promise.all([a.close(), b.close()]);
    await purges.close();
  }, 30_000);
});
