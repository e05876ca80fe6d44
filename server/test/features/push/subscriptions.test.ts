import type { FastifyInstance } from 'fastify';
import { apiPaths, MAX_FOLLOWED_GAMES, serverMessages } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase } from '../../helper';
import { insertGhadiRow, softDeleteGhadi } from '../../fixtures';
import { follow, followed, publicKeyOf, pushSummary, PUSH_SUBJECT } from './push-calls';
import { startTestPushService, type TestPushService, type TestSubscriber } from './test-push-service';

const withEndpoint = (subscriber: TestSubscriber, endpoint: string): TestSubscriber => ({
  id: subscriber.id,
  subscription: { ...subscriber.subscription, endpoint },
});

describeEachDatabase('following games for push notifications', (kit) => {
  let service: TestPushService;
  let app: FastifyInstance;
  let admin: string;
  let address = 0;
  // Each test calls from its own address, so the rate limit of one never spills into another.
  const nextAddress = () => `198.51.100.${(address += 1)}`;

  beforeAll(async () => {
    service = await startTestPushService();
    app = await kit.build({ VAPID_SUBJECT: PUSH_SUBJECT, PUSH_SERVICE_HOSTS: `fcm.googleapis.com,*.notify.windows.com,${service.hostSetting}` });
    admin = await adminToken(app);
  });
  afterAll(() => service.close());

  const storedSubscriptions = (endpoint: string) => app.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).execute();

  it('follows the games given, replaces them on the next call, and forgets the subscription for an empty list', async () => {
    const [first, second] = [await insertGhadiRow(app, { orderId: 1 }), await insertGhadiRow(app, { orderId: 2 })];
    const subscriber = service.subscribe();
    const from = nextAddress();

    const both = await follow(app, subscriber, [second.id, first.id, second.id], from);
    expect([both.statusCode, both.json()]).toEqual([200, { ghadiIds: [first.id, second.id] }]);
    expect(await followed(app, subscriber)).toEqual([first.id, second.id]);

    expect((await follow(app, subscriber, [second.id], from)).json()).toEqual({ ghadiIds: [second.id] });
    expect(await followed(app, subscriber)).toEqual([second.id]);

    expect((await follow(app, subscriber, [], from)).json()).toEqual({ ghadiIds: [] });
    expect(await storedSubscriptions(subscriber.subscription.endpoint)).toEqual([]);
  });

  it("keeps the endpoint, keys and page's language only: no address, no browser details", async () => {
    const subscriber = service.subscribe();
    await follow(app, subscriber, [(await insertGhadiRow(app)).id], nextAddress());

    const [row] = await storedSubscriptions(subscriber.subscription.endpoint);
    expect(Object.keys(row!).sort()).toEqual(['auth', 'created_at', 'endpoint', 'id', 'language', 'p256dh']);
    expect(row).toMatchObject({ endpoint: subscriber.subscription.endpoint, ...subscriber.subscription.keys });
  });

  it("refuses an endpoint that is not a listed push service's https address, and stores nothing", async () => {
    const game = await insertGhadiRow(app);
    const from = nextAddress();
    const subscriber = service.subscribe();
    const refused = [
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.net/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://notify.windows.com.attacker.net/w/abc',
      'http://127.0.0.1:1/push/abc',
    ];
    for (const endpoint of refused) {
      const response = await follow(app, withEndpoint(subscriber, endpoint), [game.id], from);
      expect([endpoint, response.statusCode, response.json()]).toEqual([endpoint, 400, { success: false, code: 'pushEndpointNotAllowed', message: serverMessages.pushEndpointNotAllowed }]);
      expect(await storedSubscriptions(endpoint)).toEqual([]);
    }
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://wns2-par02p.notify.windows.com/w/?token=abc']) {
      expect((await follow(app, withEndpoint(subscriber, endpoint), [game.id], from)).statusCode).toBe(200);
    }
  });

  it('refuses games that do not exist or were deleted, naming them, and changes nothing', async () => {
    const [kept, deleted] = [await insertGhadiRow(app), await insertGhadiRow(app)];
    await softDeleteGhadi(app, deleted.gid);
    const subscriber = service.subscribe();
    const from = nextAddress();
    await follow(app, subscriber, [kept.id], from);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const response = await follow(app, subscriber, [kept.id, deleted.id, unknown], from);

    expect([response.statusCode, response.json()]).toEqual([400, { success: false, code: 'pushGamesNotFound', message: serverMessages.pushGamesNotFound([deleted.id, unknown]) }]);
    expect(await followed(app, subscriber)).toEqual([kept.id]);
  });

  it('answers malformed requests with 400 naming the field, and an oversized one with 413', async () => {
    const subscriber = service.subscribe();
    const from = nextAddress();
    const put = (payload: unknown) => app.inject({ method: 'PUT', url: apiPaths.pushSubscriptions, payload: payload as object, remoteAddress: from });
    const cases: [unknown, RegExp][] = [
      [{ subscription: { ...subscriber.subscription, keys: { p256dh: 'short', auth: subscriber.subscription.keys.auth } }, ghadiIds: [] }, /^subscription\.keys\.p256dh: /],
      [{ subscription: { ...subscriber.subscription, endpoint: 'not a url' }, ghadiIds: [] }, /^subscription\.endpoint: endpoint must be a URL/],
      [{ subscription: subscriber.subscription, ghadiIds: ['42'] }, /^ghadiIds\.0: each game must be a valid id/],
      [{ subscription: subscriber.subscription }, /^ghadiIds: Required/],
      [{ subscription: subscriber.subscription, ghadiIds: [], userAgent: 'x' }, /userAgent/],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const tooMany = await put({ subscription: subscriber.subscription, ghadiIds: Array.from({ length: MAX_FOLLOWED_GAMES + 1 }, () => '00000000-0000-4000-8000-000000000000') });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([
      400,
      { success: false, code: 'invalidRequest', message: `ghadiIds: at most ${MAX_FOLLOWED_GAMES} games can be followed`, field: 'ghadiIds', rule: 'maxFollowed', limit: MAX_FOLLOWED_GAMES },
    ]);
    const oversized = await put({ subscription: subscriber.subscription, ghadiIds: [], padding: 'x'.repeat(20_000) });
    expect([oversized.statusCode, oversized.json()]).toEqual([413, { success: false, code: 'bodyTooLarge', message: serverMessages.bodyTooLarge }]);
    expect(await storedSubscriptions(subscriber.subscription.endpoint)).toEqual([]);
  });

  it('answers an endpoint it does not know with no games', async () => {
    expect(await followed(app, service.subscribe())).toEqual([]);
  });

  it('limits each client address to 30 calls a minute, with Retry-After, leaving other addresses alone', async () => {
    const from = nextAddress();
    const lookup = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: apiPaths.pushSubscriptionLookup, payload: { endpoint: service.subscribe().subscription.endpoint }, remoteAddress });
    for (let call = 0; call < 30; call += 1) expect((await lookup(from)).statusCode).toBe(200);

    const limited = await lookup(from);
    const following = await app.inject({ method: 'PUT', url: apiPaths.pushSubscriptions, payload: {}, remoteAddress: from });

    expect([limited.statusCode, limited.json()]).toEqual([429, { success: false, code: 'tooManyRequests', message: serverMessages.tooManyRequests }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(following.statusCode).toBe(429);
    expect((await lookup(nextAddress())).statusCode).toBe(200);
  });

  it("shows the admin each game's followers and the latest sends, with no subscriber's endpoint or keys", async () => {
    const game = await insertGhadiRow(app);
    const subscribers = [service.subscribe(), service.subscribe()];
    for (const subscriber of subscribers) await follow(app, subscriber, [game.id], nextAddress());
    const agent = await createAgent(app);

    const anonymous = await app.inject({ method: 'GET', url: apiPaths.adminPush });
    const asAgent = await app.inject({ method: 'GET', url: apiPaths.adminPush, headers: bearer(agent.token) });
    const asAdmin = await app.inject({ method: 'GET', url: apiPaths.adminPush, headers: bearer(admin) });

    expect([anonymous.statusCode, asAgent.statusCode, asAdmin.statusCode]).toEqual([401, 403, 200]);
    expect((await pushSummary(app, admin)).games).toContainEqual({ ghadiId: game.id, name: game.name_en, subscribers: 2 });
    for (const subscriber of subscribers) {
      expect(asAdmin.body).not.toContain(subscriber.subscription.endpoint);
      expect(asAdmin.body).not.toContain(subscriber.subscription.keys.auth);
    }
  });
});

describeEachDatabase('push without a VAPID subject', (kit) => {
  it('is off: the runtime config has no key, and subscribing answers 404 saying so', async () => {
    const app = await kit.build({ PUBLIC_ORIGIN: 'http://results.ghadi-site.in' });
    const service = await startTestPushService();
    const config = await app.inject({ method: 'GET', url: apiPaths.runtimeConfig });
    const subscribe = await follow(app, service.subscribe(), []);
    await service.close();

    expect(config.json()).toMatchObject({ pushPublicKey: null });
    expect([subscribe.statusCode, subscribe.json()]).toEqual([404, { success: false, code: 'pushOff', message: serverMessages.pushOff }]);
  });

  it('takes the https public origin as the subject', async () => {
    const app = await kit.build({ PUBLIC_ORIGIN: 'https://results.ghadi-site.in' });
    expect(await publicKeyOf(app)).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
