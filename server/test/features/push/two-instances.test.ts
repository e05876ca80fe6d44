import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn } from '@ghadi/contracts';
import { adminToken, describePostgres } from '../../helper';
import { insertGhadiRow, postResult } from '../../fixtures';
import { follow, publicKeyOf, PUSH_SUBJECT } from './push-calls';
import { startTestPushService, type TestPushService } from './test-push-service';
import { describeWithRedis } from '../../support/with-redis';

const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);

describePostgres('two instances starting on one new PostgreSQL database', (kit) => {
  it('generate one VAPID key pair between them, and keep it across restarts', async () => {
    const DATABASE_URL = await kit.createDatabaseUrl();
    const env = { DATABASE_URL, VAPID_SUBJECT: PUSH_SUBJECT };
    const [a, b] = await Promise.all([kit.build(env), kit.build(env)]);
    const restarted = await kit.build(env);

    const keys = await Promise.all([a, b, restarted].map(publicKeyOf));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await a.db.selectFrom('vapid_keys').select('public_key').execute()).toEqual([{ public_key: keys[0] }]);
  });
});

describeWithRedis('two instances sharing PostgreSQL and Redis', (kit, redis) => {
  let service: TestPushService;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    service = await startTestPushService();
    const env = { DATABASE_URL: await kit.createDatabaseUrl(), ...redis.env, VAPID_SUBJECT: PUSH_SUBJECT, PUSH_SERVICE_HOSTS: service.hostSetting };
    [a, b] = await Promise.all([kit.build(env), kit.build(env)]);
    token = await adminToken(a);
  });

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await service.close();
  });

  it('sends each follower exactly one push per result, whichever instance took the write', async () => {
    const games = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertGhadiRow(a)));
    const subscribers = Array.from({ length: 8 }, () => service.subscribe());
    for (const [index, subscriber] of subscribers.entries()) {
      expect((await follow(index % 2 === 0 ? a : b, subscriber, games.map((game) => game.id))).statusCode).toBe(200);
    }
    // One overloaded answer: the retry must still end in one delivery.
    service.answer(subscribers[0]!, [503]);

    await Promise.all(games.map((game, index) => postResult(index % 2 === 0 ? a : b, token, { ghadiId: game.id, result: String(index), dateTime: today() })));
    await service.waitForRequests(games.length * subscribers.length + 1, 20_000);
    await sleep(1500);

    const deliveries = service.delivered().map((push) => `${push.subscriber} ${push.payload!.tag}`);
    expect(deliveries).toHaveLength(games.length * subscribers.length);
    expect(new Set(deliveries).size).toBe(deliveries.length);
    expect(service.problems).toEqual([]);
    const counts = await a.db.selectFrom('push_sends').select(['sent', 'failed']).execute();
    expect(counts.map((row) => [Number(row.sent), Number(row.failed)])).toEqual(games.map(() => [subscribers.length, 0]));
  }, 45_000);

  it('holds one rate limit per client address across both instances', async () => {
    const lookup = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: apiPaths.pushSubscriptionLookup, payload: { endpoint: service.subscribe().subscription.endpoint }, remoteAddress: '203.0.113.9' });
    for (let call = 0; call < 15; call += 1) expect([(await lookup(a)).statusCode, (await lookup(b)).statusCode]).toEqual([200, 200]);

    expect([(await lookup(a)).statusCode, (await lookup(b)).statusCode]).toEqual([429, 429]);
  });
});
