import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn, serverMessages, SITE_CHANGE_EVENT, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../helper';
import { openEventStream, type OpenStream } from '../support/event-stream';

/** The next `changed` event's data, and that it came with no id (nothing is replayed, so nothing is numbered). */
async function nextChange(page: OpenStream): Promise<unknown> {
  const event = await page.next(SITE_CHANGE_EVENT);
  expect(event.id).toBeUndefined();
  return JSON.parse(event.data);
}

describeEachDatabase('GET /api/results/stream', (kit) => {
  let app: FastifyInstance;
  let url: string;
  let token: string;
  beforeAll(async () => {
    app = await kit.build({ SSE_MAX_CONNECTIONS: '2' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${apiPaths.resultStream}`;
    token = await adminToken(app);
  });
  // Closed after each test even when it fails, so that one failure does not use up the cap for the next.
  let opened: OpenStream[] = [];
  const openPage = async (headers?: Record<string, string>) => {
    const page = await openEventStream(url, headers);
    opened.push(page);
    return page;
  };
  afterEach(async () => {
    opened.forEach((page) => page.close());
    opened = [];
    // The server frees a slot once it has seen the connection close.
    while (app.liveStream.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);
  const publish = (ghadiId: string, result: string) =>
    app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId, result, dateTime: today() } });
  const rename = (game: Ghadi, NameEn: string) =>
    app.inject({
      method: 'PUT',
      url: apiPaths.ghadi.url(game.id),
      headers: bearer(token),
      payload: { NameEn, NameHn: game.NameHn, RTime: game.RTime, OrderId: game.OrderId },
    });

  it('tells an open page what each write changed: a result (game and date), the games, the content', async () => {
    const page = await openPage();

    const game = await createGhadi(app, token, { NameEn: 'Stream Bazar' });
    const created = await nextChange(page);
    expect((await publish(game.id, '36')).statusCode).toBe(200);
    const published = await nextChange(page);
    expect((await rename(game, 'Stream Bazar Night')).statusCode).toBe(200);
    const renamed = await nextChange(page);
    const block = await app.inject({
      method: 'POST',
      url: apiPaths.contentBlocks,
      headers: bearer(token),
      payload: { Title: 'Blog', Slug: 'stream-blog', Content: '<p>news</p>', isActive: true },
    });
    expect(block.statusCode).toBe(201);
    const content = await nextChange(page);

    const month = today().slice(0, 7);
    expect([created, published, renamed, content]).toEqual([
      { what: 'games', reads: ['games'] },
      {
        what: 'result',
        ghadi: { id: game.id, GID: game.GID, NameEn: 'Stream Bazar', NameHn: game.NameHn, key: 'stream bazar' },
        date: today(),
        // The reads it touched, which the page refetches: the month, the game's month, the feeds (no page shows
        // them), and the daily reads.
        reads: [`month:${month}`, `game-month:${month}:stream bazar`, 'feed', 'feed:stream bazar', 'daily'],
      },
      { what: 'games', reads: ['games'] },
      { what: 'content', reads: ['content'] },
    ]);
  });

  it('tells every page to reload everything when this instance may have missed changes', async () => {
    const page = await openPage();

    app.siteEvents.missedMessages();

    expect(await nextChange(page)).toEqual({ what: 'all' });
  });

  it('replays nothing to a page that reconnects, even with a Last-Event-ID: the page reloads by itself', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Reconnect Bazar' });
    const first = await openPage();
    await publish(game.id, '11');
    expect(await nextChange(first)).toMatchObject({ what: 'result', ghadi: { GID: game.GID } });
    first.close();
    await publish(game.id, '12');

    const again = await openPage({ 'last-event-id': 'anything' });
    expect((await rename(game, 'Reconnect Bazar 2')).statusCode).toBe(200);

    // Events on one stream arrive in order: a replayed result would come before the games change.
    expect(await nextChange(again)).toEqual({ what: 'games', reads: ['games'] });
  });

  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('first sends a page the changes made since its data was read (since), and all when that is older than it remembers', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Since Bazar' });
    await pause();
    const readAt = new Date().toISOString();
    await pause();
    expect((await publish(game.id, '47')).statusCode).toBe(200);

    const missed = await openEventStream(`${url}?since=${readAt}`);
    opened.push(missed);

    expect(await nextChange(missed)).toMatchObject({ what: 'result', ghadi: { id: game.id }, date: today() });
    const older = await openEventStream(`${url}?since=2000-01-01T00:00:00.000Z`);
    opened.push(older);
    expect(await nextChange(older)).toEqual({ what: 'all' });
  });

  it('refuses a since that is not a date and time', async () => {
    const refused = await fetch(`${url}?since=yesterday`);

    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, code: 'invalidRequest', field: 'since', message: expect.stringContaining('since must be an ISO 8601 date and time') });
  });

  it('refuses streams past the cap with 503 and Retry-After', async () => {
    await openPage();
    await openPage();

    const refused = await fetch(url);

    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ success: false, code: 'streamFull', message: serverMessages.streamFull });
  });
});

describeEachDatabase('GET /api/results/stream, per client address', (kit) => {
  const PER_ADDRESS = 2;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    // Behind a proxy, as in production: the client's address is the one the proxy forwards.
    app = await kit.build({ SSE_MAX_CONNECTIONS: '10', SSE_MAX_PER_ADDRESS: String(PER_ADDRESS), TRUST_PROXY: 'true' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${apiPaths.resultStream}`;
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('refuses one address past its share with 429, keeps its streams, and lets others and freed slots in', async () => {
    const mine = [await openEventStream(url, from('203.0.113.7')), await openEventStream(url, from('203.0.113.7'))];

    const refused = await fetch(url, { headers: from('203.0.113.7') });
    const someoneElse = await openEventStream(url, from('198.51.100.20'));
    app.liveStream.send({ what: 'games', reads: ['games'] });

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ success: false, code: 'streamPerAddressFull', message: serverMessages.streamPerAddressFull });
    for (const page of [...mine, someoneElse]) expect(await nextChange(page)).toEqual({ what: 'games', reads: ['games'] });

    mine[0]!.close();
    // The server frees the slot once it has seen the connection close.
    while (app.liveStream.fullFor('203.0.113.7')) await new Promise((resolve) => setTimeout(resolve, 10));
    const again = await openEventStream(url, from('203.0.113.7'));

    expect(app.liveStream.size).toBe(PER_ADDRESS + 1);
    for (const page of [mine[1]!, someoneElse, again]) page.close();
  });
});
