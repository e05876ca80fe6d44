import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';

// A repeated public GET is answered from memory before routing (plugins/app/public-cache.ts). Whoever
// asks, the answer must be the one the full path gives: same status, body and headers.
const URLS = [
  '/api/ghadis',
  '/api/results',
  '/api/results?year=2026&month=10',
  '/api/results/fast%20bazar',
  '/api/site-content',
  '/api/contentblocks/slug/blog-section',
];

const REQUESTS: Record<string, Record<string, string>> = {
  'a phone (gzip)': { 'accept-encoding': 'gzip, deflate, br' },
  'a client without compression': {},
  'a proxy over TLS': { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' },
  'a cross-site reader': { 'accept-encoding': 'gzip', origin: 'https://elsewhere.example' },
};

/** Everything a client can observe, but the clock. */
const observable = (response: LightMyRequestResponse) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.rawPayload.toString('base64') };
};

describeEachDatabase('public reads answered from memory', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let routeRuns: jest.SpyInstance;

  beforeAll(async () => {
    app = await kit.build({ TRUST_PROXY: 'true', MAX_EVENT_LOOP_DELAY_MS: '100' });
    token = await adminToken(app);
    await createGhadi(app, token, { NameEn: 'Fast Bazar', OrderId: 1 });
    await app.inject({
      method: 'POST',
      url: '/api/contentblocks',
      headers: bearer(token),
      // Long enough to be stored gzipped, so both encodings are compared.
      payload: { Title: 'Blog', Slug: 'blog-section', Content: `<p>${'Results every evening. '.repeat(80)}</p>`, isActive: true },
    });
    // Every answer of the full path asks the cache; one from memory does not reach the route at all.
    routeRuns = jest.spyOn(app.publicCache, 'get');
  });
  afterAll(() => routeRuns.mockRestore());

  describe.each(Object.entries(REQUESTS))('for %s', (_who, headers) => {
    it.each(URLS)('answers %s again exactly as the full path did, without running the route', async (url) => {
      app.publicCache.clear();
      const full = await app.inject({ url, headers });
      const runsBefore = routeRuns.mock.calls.length;
      const fromMemory = await app.inject({ url, headers });

      expect(full.statusCode).toBe(200);
      expect(observable(fromMemory)).toEqual(observable(full));
      expect(routeRuns.mock.calls.length).toBe(runsBefore);
    });
  });

  it.each(URLS)('answers a revalidation of %s with the same 304 as the full path', async (url) => {
    app.publicCache.clear();
    const { etag } = (await app.inject({ url })).headers;
    app.publicCache.clear();
    const full = await app.inject({ url, headers: { 'if-none-match': etag as string } });
    const runsBefore = routeRuns.mock.calls.length;
    const fromMemory = await app.inject({ url, headers: { 'if-none-match': etag as string } });

    expect(full.statusCode).toBe(304);
    expect(observable(fromMemory)).toEqual(observable(full));
    expect(routeRuns.mock.calls.length).toBe(runsBefore);
  });

  it('leaves brotli-only clients, HEAD and other spellings of a URL to the full path', async () => {
    await app.inject({ url: '/api/ghadis', headers: { 'accept-encoding': 'gzip' } });
    const runsBefore = routeRuns.mock.calls.length;

    const blog = '/api/contentblocks/slug/blog-section';
    const brotli = await app.inject({ url: blog, headers: { 'accept-encoding': 'br' } });
    await app.inject({ url: blog, headers: { 'accept-encoding': 'br' } });
    const head = await app.inject({ method: 'HEAD', url: '/api/ghadis' });
    const otherQuery = await app.inject({ url: '/api/ghadis?from=share-link' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect([head.statusCode, otherQuery.statusCode]).toEqual([200, 200]);
    expect(routeRuns.mock.calls.length).toBe(runsBefore + 4);
  });

  it('keeps answering remembered reads while it sheds other requests under load', async () => {
    const remembered = await app.inject({ url: '/api/ghadis' });
    const end = Date.now() + 2_200;
    // Spin the event loop the way a flood would, with short breaths, until load shedding starts.
    while (Date.now() < end) {
      const until = Date.now() + 250;
      while (Date.now() < until) {
        // Busy on purpose.
      }
      await new Promise((resolve) => setImmediate(resolve));
    }

    const cached = await app.inject({ url: '/api/ghadis' });
    const uncached = await app.inject({ url: '/api/results?year=2025&month=1' });

    expect(uncached.statusCode).toBe(503);
    expect([cached.statusCode, cached.body]).toEqual([200, remembered.body]);
  });
});
