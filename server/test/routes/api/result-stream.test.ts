import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { siteToday } from '../../../src/services/site-calendar';
import { STREAM_FULL_MESSAGE } from '../../../src/routes/api/results/stream';
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
