import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase, publishResultRow } from '../helper';
import { requestOverSocket, type SocketAnswer } from '../support/over-socket';

// A repeated public GET is answered from memory by the HTTP server, before Fastify
// (publicReadServer in plugins/app/public-cache.ts). Whoever asks, the answer must be the one the full
// path gives: same status, body and headers. inject() would skip the server, so these tests use sockets.
const URLS = [
  apiPaths.ghadis,
  apiPaths.results,
  '/api/results?year=2026&month=10',
  '/api/results/fast%20bazar',
  apiPaths.siteContent,
  '/api/contentblocks/slug/blog-section',
  // A download: its own type and a Content-Disposition.
  '/api/downloads/record-chart/2026-10.csv',
];

const REQUESTS: Record<string, Record<string, string>> = {
  'a phone (gzip)': { 'accept-encoding': 'gzip, deflate, br' },
  'a client without compression': {},
  'a proxy over TLS': { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' },
  'a cross-site reader': { 'accept-encoding': 'gzip', origin: 'https://elsewhere.example' },
};

const ask = requestOverSocket;

/**
 * Everything a client can observe, but the clock: the date, the count of reads left (each read takes one)
 * and the seconds to the window's end (a second may turn between two reads).
 */
const observable = ({ headers: { date: _date, ...headers }, ...rest }: SocketAnswer) => ({
  ...rest,
  headers: { ...headers, ratelimit: String(headers.ratelimit).replace(/;r=\d+;t=\d+$/, ';r=(left);t=(seconds)') },
});

describeEachDatabase('public reads answered from memory', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let cacheReads: jest.SpyInstance<ReturnType<FastifyInstance['publicCache']['get']>, Parameters<FastifyInstance['publicCache']['get']>>;
  // The live clock's ticker reads the draw day through the same cache whenever a result time passes,
  // which may fall inside a test: only the reads of the routes asked count.
  const routeRuns = () => cacheReads.mock.calls.filter(([key]) => !key.startsWith('draw-day:')).length;

  beforeAll(async () => {
    // The public API's limit on, high enough never to refuse: its fields are part of the answer.
    app = await kit.build({ TRUST_PROXY: 'true', PUBLIC_API_RATE_LIMIT: '1000000' });
    token = await adminToken(app);
    const game = await createGhadi(app, token, { NameEn: 'Fast Bazar', OrderId: 1 });
    // A month of results: enough for its download to be stored gzipped too.
    for (let day = 1; day <= 31; day += 1) {
      await publishResultRow(app, { gid: game.GID, drawDate: `2026-10-${String(day).padStart(2, '0')}`, result: String(day) });
    }
    await app.inject({
      method: 'POST',
      url: apiPaths.contentBlocks,
      headers: bearer(token),
      // Long enough to be stored gzipped, so both encodings are compared.
      payload: { Title: 'Blog', Slug: 'blog-section', Content: `<p>${'Results every evening. '.repeat(80)}</p>`, isActive: true },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Every answer of the full path asks the cache; one from memory does not reach the route at all.
    cacheReads = jest.spyOn(app.publicCache, 'get');
  });
  afterAll(() => cacheReads.mockRestore());

  describe.each(Object.entries(REQUESTS))('for %s', (_who, headers) => {
    it.each(URLS)('answers %s again exactly as the full path did, without running the route', async (url) => {
      app.publicCache.clear();
      const full = await ask(app, url, headers);
      const runsBefore = routeRuns();
      const fromMemory = await ask(app, url, headers);

      expect(full.status).toBe(200);
      expect(observable(fromMemory)).toEqual(observable(full));
      expect(fromMemory.headers['ratelimit-policy']).toBe('"api";q=1000000;w=60');
      expect(routeRuns()).toBe(runsBefore);
    });
  });

  it.each(URLS)('answers a revalidation of %s with the same 304 as the full path', async (url) => {
    app.publicCache.clear();
    const { etag } = (await ask(app, url)).headers;
    app.publicCache.clear();
    const full = await ask(app, url, { 'if-none-match': etag as string });
    const runsBefore = routeRuns();
    const fromMemory = await ask(app, url, { 'if-none-match': etag as string });

    expect(full.status).toBe(304);
    expect(observable(fromMemory)).toEqual(observable(full));
    expect(routeRuns()).toBe(runsBefore);
  });

  it('keeps connections alive as long as Fastify would', async () => {
    await ask(app, apiPaths.ghadis);
    const fromMemory = await ask(app, apiPaths.ghadis);

    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(fromMemory.headers.connection).toBe('keep-alive');
    expect(fromMemory.headers['keep-alive']).toBe('timeout=72');
  });

  it('leaves brotli-only clients, HEAD and other spellings of a URL to the full path', async () => {
    await ask(app, apiPaths.ghadis, { 'accept-encoding': 'gzip' });
    const runsBefore = routeRuns();

    const blog = '/api/contentblocks/slug/blog-section';
    const brotli = await ask(app, blog, { 'accept-encoding': 'br' });
    await ask(app, blog, { 'accept-encoding': 'br' });
    const head = await ask(app, apiPaths.ghadis, {}, 'HEAD');
    const otherQuery = await ask(app, '/api/ghadis?from=share-link');

    expect(brotli.headers['content-encoding']).toBe('br');
    expect([head.status, otherQuery.status]).toEqual([200, 200]);
    expect(routeRuns()).toBe(runsBefore + 4);
  });
});

describeEachDatabase('public reads remembered under load', (kit) => {
  it('keeps answering remembered reads while it sheds other requests under load', async () => {
    // An app of its own at the default threshold: at 100 ms, a busy machine's own lag (and setting up the
    // other tests' data: synchronous SQLite writes, password hashing) shed their sign-in and first reads.
    const app = await kit.build({ TRUST_PROXY: 'true', MAX_EVENT_LOOP_DELAY_MS: '1000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Starting the app is such a lag too: begin once the loop has been measured calm.
    while (app.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 100));
    const remembered = await ask(app, apiPaths.ghadis);
    expect(remembered.status).toBe(200);
    const end = Date.now() + 4_000;
    // Spin the event loop the way a flood would, with short breaths, until load shedding starts.
    while (Date.now() < end) {
      const until = Date.now() + 1_500;
      while (Date.now() < until) {
        // Busy on purpose.
      }
      await new Promise((resolve) => setImmediate(resolve));
    }

    const cached = await ask(app, apiPaths.ghadis);
    const uncached = await ask(app, '/api/results?year=2025&month=1');

    expect(uncached.status).toBe(503);
    expect([cached.status, cached.body]).toEqual([200, remembered.body]);
  });
});

describeEachDatabase('public reads answered from memory, with no proxy trusted', (kit) => {
  it('ignores an X-Forwarded-Proto it does not trust, as the full path does', async () => {
    const app = await kit.build({ TRUST_PROXY: 'false' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const forged = { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' };

    const full = await ask(app, apiPaths.ghadis, forged);
    const fromMemory = await ask(app, apiPaths.ghadis, forged);

    expect(observable(fromMemory)).toEqual(observable(full));
    expect(fromMemory.headers['strict-transport-security']).toBeUndefined();
  });
});
