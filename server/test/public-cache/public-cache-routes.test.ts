import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { apiPaths, publicGhadiListResponseSchema, resultListResponseSchema, type Ghadi } from '@ghadi/contracts';
import { publicReads } from '../../src/public-cache/public-cache-keys';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../helper';
import { movableClock } from '../fixtures';
import { requestOverSocket } from '../support/over-socket';

// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE.
const NOON = '2026-11-22T06:30:00.000Z';
const TODAY = '2026-11-22';

describeEachDatabase('public read cache', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let game: Ghadi;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build({}, { clock: time.clock });
    token = await adminToken(app);
    game = await createGhadi(app, token, { NameEn: 'Cache Bazar', OrderId: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => time.set(NOON));

  // Reads go over real connections, as phones' do: the server answers repeated ones from memory.
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const { status, headers: answerHeaders, body } = await requestOverSocket(app, url, headers);
    return { statusCode: status, headers: answerHeaders, rawPayload: body, body: body.toString(), json: () => JSON.parse(body.toString()) };
  };
  const publish = (result: string, dateTime = TODAY) =>
    app.inject({
      method: 'POST',
      url: apiPaths.updateResult,
      headers: bearer(token),
      payload: { ghadiId: game.id, result, dateTime },
    });
  const todayOnHome = async () =>
    publicGhadiListResponseSchema.parse((await get(apiPaths.ghadis)).json()).data.find((row) => row.GID === game.GID)
      ?.TodayResult;

  it.each([apiPaths.ghadis, apiPaths.results, '/api/results/cache%20bazar', apiPaths.siteContent, apiPaths.visitorStats])(
    '%s answers with a strong ETag, 304 when the caller has it, and headers that keep browsers fresh',
    async (url) => {
      const first = await get(url);
      const again = await get(url, { 'if-none-match': first.headers.etag as string });
      const weak = await get(url, { 'if-none-match': `"other", W/${first.headers.etag as string}` });

      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers['cdn-cache-control']).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect([again.statusCode, again.body, weak.statusCode]).toEqual([304, '', 304]);
    },
  );

  it('marks every signed-in answer no-store, so no shared cache keeps it', async () => {
    const users = await get(apiPaths.users, bearer(token));
    const login = await app.inject({ method: 'POST', url: apiPaths.login, payload: { UserName: 'admin', Password: 'x' } });

    expect(users.headers['cache-control']).toBe('no-store');
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('sends gzip to callers that accept it, the same JSON once unpacked', async () => {
    for (let order = 2; order <= 12; order += 1) await createGhadi(app, token, { OrderId: order });

    const plain = await get(apiPaths.ghadis);
    const packed = await app.inject({ url: apiPaths.ghadis, headers: { 'accept-encoding': 'gzip, br' } });

    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('shows a published result on the very next read of every public list', async () => {
    await get(apiPaths.ghadis);
    await get(apiPaths.results);
    await get('/api/results/cache%20bazar');

    expect((await publish('47')).statusCode).toBe(200);

    expect(await todayOnHome()).toBe('47');
    for (const url of [apiPaths.results, '/api/results/cache%20bazar']) {
      const rows = resultListResponseSchema.parse((await get(url)).json()).data;
      expect(rows.find((row) => row.GID === game.GID && row.DateTime === TODAY)?.Result).toBe('47');
    }
  });

  it('drops only what a result changes: an old date leaves the home list and this month alone', async () => {
    await get(apiPaths.ghadis);
    await get(apiPaths.results);
    await get('/api/results?month=9&year=2026');

    await publish('12', '2026-09-10');

    expect(app.publicCache.has(publicReads.ghadis(TODAY).key)).toBe(true);
    expect(app.publicCache.has(publicReads.monthResults('2026-11-01').key)).toBe(true);
    expect(app.publicCache.has(publicReads.monthResults('2026-09-01').key)).toBe(false);
  });

  it('shows a renamed game under its new name, and its chart at the new address', async () => {
    await get(apiPaths.results);
    const renamed = await app.inject({
      method: 'PUT',
      url: apiPaths.ghadi.url(game.id),
      headers: bearer(token),
      payload: { NameEn: 'Cache Bazar Night', NameHn: game.NameHn, RTime: game.RTime, OrderId: game.OrderId },
    });

    expect(renamed.statusCode).toBe(200);
    const names = resultListResponseSchema.parse((await get(apiPaths.results)).json()).data.map((row) => row.Name);
    expect(names).toContain('Cache Bazar Night');
    expect(names).not.toContain('Cache Bazar');
    expect((await get('/api/results/cache%20bazar%20night')).statusCode).toBe(200);
    expect((await get('/api/results/cache%20bazar')).statusCode).toBe(404);
  });

  it('shows an edited content block at once, and hides a deactivated one', async () => {
    const created = await app.inject({
      method: 'POST',
      url: apiPaths.contentBlocks,
      headers: bearer(token),
      payload: { Title: 'Blog', Slug: 'blog-section', Content: '<p>first</p>', isActive: true },
    });
    const id = created.json<{ data: { id: string } }>().data.id;
    expect((await get('/api/contentblocks/slug/blog-section')).json().data.Content).toBe('<p>first</p>');

    const edit = (Content: string, isActive: boolean) =>
      app.inject({
        method: 'PUT',
        url: apiPaths.contentBlock.url(id),
        headers: bearer(token),
        payload: { Title: 'Blog', Slug: 'blog-section', Content, isActive },
      });
    await edit('<p>second</p>', true);
    expect((await get('/api/contentblocks/slug/blog-section')).json().data.Content).toBe('<p>second</p>');
    await edit('<p>second</p>', false);
    expect((await get('/api/contentblocks/slug/blog-section')).statusCode).toBe(404);
  });

  it('moves today to yesterday at midnight in the site zone, with no restart', async () => {
    await publish('58');
    expect(await todayOnHome()).toBe('58');

    // 18:31 UTC is 00:01 on the next day in Kolkata.
    time.set('2026-11-22T18:31:00.000Z');
    const row = publicGhadiListResponseSchema.parse((await get(apiPaths.ghadis)).json()).data.find((g) => g.GID === game.GID);

    expect([row?.YesterdayResult, row?.TodayResult]).toEqual(['58', null]);
  });

  it('never serves a stale number while reads and writes run concurrently', async () => {
    let stale = 0;
    for (let round = 0; round < 25; round += 1) {
      const value = String(100 + round);
      const readsBefore = Array.from({ length: 10 }, () => get(apiPaths.ghadis));
      const write = publish(value);
      const readsDuring = Array.from({ length: 10 }, () => get(apiPaths.ghadis));
      expect((await write).statusCode).toBe(200);
      if ((await todayOnHome()) !== value) stale += 1;
      await Promise.all([...readsBefore, ...readsDuring]);
    }

    expect(stale).toBe(0);
  });
});
