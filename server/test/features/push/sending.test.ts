import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { apiPaths, pushTitle, sitePaths } from '@ghadi/contracts';
import type { GhadiRow } from '../../../src/db/tables/ghadis';
import { adminToken, bearer, createAgent, describeEachDatabase } from '../../helper';
import { insertGhadiRow, movableClock, postResult } from '../../fixtures';
import { follow, followed, publicKeyOf, pushSummary, PUSH_SUBJECT } from './push-calls';
import { startTestPushService, type TestPushService } from './test-push-service';

// 05:17 PM and 05:40 PM in Asia/Kolkata, the default site zone.
const DECLARED_AT = '2026-11-20T11:47:00.000Z';
const CORRECTED_AT = '2026-11-20T12:10:00.000Z';
const TODAY = '2026-11-20';
// Longer than a queued job takes to reach the push service here: what has not arrived by then is not coming.
const QUIET_MS = 700;

describeEachDatabase('push notifications of results', (kit) => {
  let service: TestPushService;
  let app: FastifyInstance;
  let admin: string;
  const clock = movableClock(DECLARED_AT);

  beforeAll(async () => {
    service = await startTestPushService();
    app = await kit.build({ VAPID_SUBJECT: PUSH_SUBJECT, PUSH_SERVICE_HOSTS: service.hostSetting }, { clock: clock.clock });
    admin = await adminToken(app);
  });
  afterAll(() => service.close());
  beforeEach(() => clock.set(DECLARED_AT));
  afterEach(() => expect(service.problems).toEqual([]));

  const publish = (game: GhadiRow, result: string, dateTime = TODAY, token = admin) =>
    postResult(app, token, { ghadiId: game.id, result, dateTime });
  const followers = async (game: GhadiRow, count: number) => {
    const subscribers = Array.from({ length: count }, () => service.subscribe());
    for (const subscriber of subscribers) expect((await follow(app, subscriber, [game.id])).statusCode).toBe(200);
    return subscribers;
  };
  const sendsOf = (game: GhadiRow) => app.db.selectFrom('push_sends').selectAll().where('gid', '=', game.gid).execute();

  it('sends each follower one push they alone can decrypt, with the text, page, TTL, urgency, topic and a VAPID signature', async () => {
    const [game, other] = [await insertGhadiRow(app, { nameEn: 'Kalyan Morning' }), await insertGhadiRow(app)];
    const [first, second] = await followers(game, 2);
    const [bystander] = await followers(other, 1);
    const before = service.received.length;

    expect((await publish(game, '42')).statusCode).toBe(200);
    await service.waitForRequests(before + 2);
    await sleep(QUIET_MS);

    const pushes = service.received.slice(before);
    expect(pushes.map((push) => push.subscriber).sort()).toEqual([first!.id, second!.id].sort());
    expect(service.delivered(bystander)).toEqual([]);
    const publicKey = await publicKeyOf(app);
    for (const push of pushes) {
      expect(push.payload).toEqual({ title: 'Kalyan Morning: 42, declared 05:17 PM', url: '/satta-results/kalyan%20morning/2026/11/20', tag: `ghadi-${game.gid}` });
      expect(push.payload!.url).toBe(sitePaths.gameDate('Kalyan Morning', TODAY));
      expect(push.headers).toMatchObject({ ttl: '3600', urgency: 'high', topic: `ghadi-${game.gid}`, 'content-encoding': 'aes128gcm' });
      expect(push.vapid.publicKey).toBe(publicKey);
      expect(push.vapid.claims).toMatchObject({ aud: service.url, sub: PUSH_SUBJECT });
      expect(push.vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    }
    const [send] = await sendsOf(game);
    expect({ sent: Number(send!.sent), failed: Number(send!.failed), removed: Number(send!.removed) }).toEqual({ sent: 2, failed: 0, removed: 0 });
  });

  it('says "corrected" for a changed result and sends nothing for the same result sent again', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Milan Day' });
    const [subscriber] = await followers(game, 1);
    const before = service.received.length;
    await publish(game, '42');
    await service.waitForRequests(before + 1);

    await publish(game, '42');
    clock.set(CORRECTED_AT);
    await publish(game, '45');
    await publish(game, '45');
    await service.waitForRequests(before + 2);
    await sleep(QUIET_MS);

    expect(service.delivered(subscriber).map((push) => push.payload!.title)).toEqual([
      pushTitle('Milan Day', '42', 'declared', '05:17 PM'),
      pushTitle('Milan Day', '45', 'corrected', '05:40 PM'),
    ]);
  });

  it('tells each follower in the language of the page it followed from: the Hindi name and words, and the Hindi page', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Rajdhani Day', nameHn: 'राजधानी डे' });
    const unnamed = await insertGhadiRow(app, { nameEn: 'Sridevi Night', nameHn: '' });
    const [english, hindi] = [service.subscribe(), service.subscribe()];
    expect((await follow(app, english, [game.id, unnamed.id], '127.0.0.1', 'en')).statusCode).toBe(200);
    expect((await follow(app, hindi, [game.id, unnamed.id], '127.0.0.1', 'hi')).statusCode).toBe(200);
    expect((await follow(app, hindi, [game.id], '127.0.0.1', 'fr')).statusCode).toBe(400);
    const before = service.received.length;

    await publish(game, '42');
    await publish(unnamed, '07');
    await service.waitForRequests(before + 4);
    clock.set(CORRECTED_AT);
    await publish(game, '45');
    await service.waitForRequests(before + 6);
    await sleep(QUIET_MS);

    const told = (subscriber: typeof english) =>
      service
        .delivered(subscriber)
        .map(({ payload }) => payload!)
        .sort((a, b) => (a.title < b.title ? -1 : 1));
    expect(told(english)).toEqual([
      { title: 'Rajdhani Day: 42, declared 05:17 PM', url: '/satta-results/rajdhani%20day/2026/11/20', tag: `ghadi-${game.gid}` },
      { title: 'Rajdhani Day: 45, corrected 05:40 PM', url: '/satta-results/rajdhani%20day/2026/11/20', tag: `ghadi-${game.gid}` },
      { title: 'Sridevi Night: 07, declared 05:17 PM', url: '/satta-results/sridevi%20night/2026/11/20', tag: `ghadi-${unnamed.gid}` },
    ]);
    // A game with no Hindi name keeps its English one.
    expect(told(hindi)).toEqual([
      { title: 'Sridevi Night: 07, घोषित 05:17 PM', url: '/hi/satta-results/sridevi%20night/2026/11/20', tag: `ghadi-${unnamed.gid}` },
      { title: 'राजधानी डे: 42, घोषित 05:17 PM', url: '/hi/satta-results/rajdhani%20day/2026/11/20', tag: `ghadi-${game.gid}` },
      { title: 'राजधानी डे: 45, सुधारा गया 05:40 PM', url: '/hi/satta-results/rajdhani%20day/2026/11/20', tag: `ghadi-${game.gid}` },
    ]);

    // Following again from an English page: told in English from then on.
    expect((await follow(app, hindi, [game.id], '127.0.0.1', 'en')).statusCode).toBe(200);
    await publish(game, '46');
    await service.waitForRequests(before + 8);
    expect(service.delivered(hindi).at(-1)!.payload!.title).toBe('Rajdhani Day: 46, corrected 05:40 PM');
  });

  it('sends nothing for a refused write, a write that was not acknowledged, or a date before today', async () => {
    const game = await insertGhadiRow(app);
    const control = await insertGhadiRow(app);
    const [subscriber] = await followers(game, 1);
    const [witness] = await followers(control, 1);
    const stranger = await createAgent(app);
    await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.id, '2026-11-19'), headers: bearer(admin) });

    const refused = [
      await publish(game, '12', '2026-11-19'),
      await publish(game, '12', '2026-02-30'),
      await publish(game, '12', TODAY, stranger.token),
      await publish(game, '12', '2026-11-21'),
    ];
    // Published, but failing before the answer: the caller never hears it was saved.
    const { resultPublished } = app.siteChanges;
    app.siteChanges.resultPublished = () => Promise.reject(new Error('cache invalidation failed'));
    const unacknowledged = await publish(game, '34').finally(() => {
      app.siteChanges.resultPublished = resultPublished;
    });
    const oldDate = await publish(game, '56', '2026-11-18');
    // A write that does send, after all of the above: once it has arrived, anything they queued would have.
    await publish(control, '78');
    await service.waitForRequests(service.received.length + 1);
    await sleep(QUIET_MS);

    expect(refused.map((response) => response.statusCode)).toEqual([409, 400, 403, 400]);
    expect([unacknowledged.statusCode, oldDate.statusCode]).toEqual([500, 200]);
    expect(service.delivered(witness)).toHaveLength(1);
    expect(service.received.filter((push) => push.subscriber === subscriber!.id)).toEqual([]);
    expect(await sendsOf(game)).toEqual([]);
  });

  it('deletes a subscription the push service answers 404 or 410 for, and counts it removed', async () => {
    const game = await insertGhadiRow(app);
    const [gone, expired, kept] = await followers(game, 3);
    service.answer(gone!, [404]);
    service.answer(expired!, [410]);
    const before = service.received.length;

    await publish(game, '90');
    await service.waitForRequests(before + 3);
    await sleep(QUIET_MS);

    expect([await followed(app, gone!), await followed(app, expired!), await followed(app, kept!)]).toEqual([[], [], [game.id]]);
    const summary = await pushSummary(app, admin);
    expect(summary.sends.find((send) => send.game === game.name_en)).toMatchObject({ sent: 1, failed: 0, removed: 2 });
    expect(summary.games.find((row) => row.ghadiId === game.id)?.subscribers).toBe(1);
  });

  it('retries a push service that is overloaded or down, and delivers once', async () => {
    const game = await insertGhadiRow(app);
    const [subscriber] = await followers(game, 1);
    service.answer(subscriber!, [503, 429]);

    await publish(game, '11');
    // 1 s after the first try, then 2 s after the second.
    await service.waitForRequests(service.received.length + 3, 10_000);
    await sleep(QUIET_MS);

    expect(service.received.filter((push) => push.subscriber === subscriber!.id).map((push) => push.status)).toEqual([503, 429, 201]);
    expect(service.delivered(subscriber)).toHaveLength(1);
    const [send] = await sendsOf(game);
    expect({ sent: Number(send!.sent), failed: Number(send!.failed), finished: send!.finished_at !== null }).toEqual({ sent: 1, failed: 0, finished: true });
  });

  it('never sends a result that changed again before its retry: the newer push carries the new value', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Rajdhani Night' });
    const [subscriber] = await followers(game, 1);
    service.answer(subscriber!, [503]);
    const before = service.received.length;

    await publish(game, '21');
    await service.waitForRequests(before + 1);
    clock.set(CORRECTED_AT);
    await publish(game, '27');
    await service.waitForRequests(before + 2);
    // Past the retry of the first send (1 s after its failed try).
    await sleep(1500);

    expect(service.received.slice(before).map((push) => [push.status, push.payload?.title])).toEqual([
      [503, undefined],
      [201, pushTitle('Rajdhani Night', '27', 'corrected', '05:40 PM')],
    ]);
  });
});
