import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { siteToday } from '../../../src/calendar/site-calendar';
import { ADDRESS_FULL_MESSAGE, STREAM_FULL_MESSAGE } from '../../../src/public-reads/live-stream-route';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { openEventStream } from '../../support/event-stream';

describeEachDatabase('GET /api/results/stream', (kit) => {
  let app: FastifyInstance;
  let url: string;
  let token: string;
  beforeAll(async () => {
    app = await kit.build({ SSE_MAX_CONNECTIONS: '2' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/results/stream`;
    token = await adminToken(app);
  });

  it('pushes a published result, and a refresh when a game changes name', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Stream Bazar' });
    const page = await openEventStream(url);

    await app.inject({
      method: 'POST',
      url: '/api/agent/my-ghadi/update-result',
      headers: bearer(token),
      payload: { ghadiId: game.id, result: '36', dateTime: siteToday('Asia/Kolkata', new Date()) },
    });
    const pushed = await page.next('result');
    await app.inject({
      method: 'PUT',
      url: `/api/ghadis/${game.id}`,
      headers: bearer(token),
      payload: { NameEn: 'Stream Bazar Night', NameHn: game.NameHn, RTime: game.RTime, OrderId: game.OrderId },
    });

    expect(JSON.parse(pushed.data)).toEqual({ GID: game.GID, Name: 'Stream Bazar', Result: '36', DateTime: expect.any(String) });
    expect(pushed.id).toMatch(/.+/);
    await expect(page.next('refresh')).resolves.toMatchObject({ event: 'refresh' });
    page.close();
  });

  it('refuses streams past the cap with 503 and Retry-After', async () => {
    const open = [await openEventStream(url), await openEventStream(url)];

    const refused = await fetch(url);

    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ success: false, message: STREAM_FULL_MESSAGE });
    open.forEach((stream) => stream.close());
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
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/results/stream`;
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('refuses one address past its share with 429, keeps its streams, and lets others and freed slots in', async () => {
    const mine = [await openEventStream(url, from('203.0.113.7')), await openEventStream(url, from('203.0.113.7'))];

    const refused = await fetch(url, { headers: from('203.0.113.7') });
    const someoneElse = await openEventStream(url, from('198.51.100.20'));
    app.liveResults.publish('share-1', { GID: 1, Name: 'Kalyan', Result: '47', DateTime: '2026-11-22' });

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ success: false, message: ADDRESS_FULL_MESSAGE });
    for (const page of [...mine, someoneElse]) await expect(page.next('result')).resolves.toMatchObject({ id: 'share-1' });

    mine[0]!.close();
    // The server frees the slot once it has seen the connection close.
    while (app.liveResults.fullFor('203.0.113.7')) await new Promise((resolve) => setTimeout(resolve, 10));
    const again = await openEventStream(url, from('203.0.113.7'));

    expect(app.liveResults.size).toBe(PER_ADDRESS + 1);
    for (const page of [mine[1]!, someoneElse, again]) page.close();
  });
});
