import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';
import { builtShell, canonicalOf } from '../../support/rendered-page';

// Every public page's address, spelled as browsers write it and as anyone else may: respelled (slashes,
// dot segments), broken (control characters, bytes that are not UTF-8, overlong forms, a very long path).
// None gets a server error or an error in the log; a respelling is sent to the page's one URL.

const ORIGIN = 'https://results.example.com';
const PAGE_ENV = {
  ...builtShell,
  PUBLIC_ORIGIN: ORIGIN,
  LOG_LEVEL: 'info',
};
// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE.
const NOON = '2026-11-22T06:30:00.000Z';

/** Each public route pattern, by the URL of one of its pages. */
const PAGES = [
  '/',
  '/satta-results/record%20bazar',
  '/satta-results/record%20bazar/2026/10',
  '/satta-results/record%20bazar/2026',
  '/record-chart/2026/10',
  '/about',
  '/disclaimer',
  '/privacy-policy',
];

const withoutSlash = (page: string): string => (page === '/' ? '' : page);

/** Other spellings of `page` that are the same page: each must be sent there with a 301. */
const respellings = (page: string): string[] => [
  ...(page === '/' ? [] : [`${page}/`, `${page}//`, `${page}/./`]),
  `/${page}`,
  `//${page}`,
  `/.${page}`,
  `/%2e${page}`,
  `${withoutSlash(page)}/.`,
  `${withoutSlash(page)}/x/..`,
  `${withoutSlash(page)}/x/%2E%2e`,
  `/satta-results/../${withoutSlash(page).slice(1)}`,
];

/** Addresses near `page` that are no page: the not-found page (404) or a 400, never more. */
const brokenAddresses = (page: string): string[] => [
  `${page}%0a`,
  `${page}%0d%0aSet-Cookie:%20a=1`,
  `/%0a${withoutSlash(page)}`,
  `${page}%00`,
  `${page}%7f`,
  `${page}%c2%85`,
  `${page}%e2%80%a8`,
  `${page}%e2%80%a9x`,
  `${page}%ff`,
  `${page}%c0%af`,
  `${page}%e0%80%af`,
  `${page}%ed%a0%80`,
  `${page}%`,
  `${page}%zz`,
  `${withoutSlash(page)}/${'a'.repeat(6000)}`,
  `${withoutSlash(page)}/%5c`,
  `${withoutSlash(page)}/%2f%2f`,
];

describeEachDatabase('public page addresses', (kit) => {
  let app: FastifyInstance;
  const logged: Array<{ level: number; msg: string }> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });

  beforeAll(async () => {
    app = await kit.build(PAGE_ENV, { clock: movableClock(NOON).clock, logStream });
    const token = await adminToken(app);
    const game = await createGhadi(app, token, { NameEn: 'Record Bazar', OrderId: 1 });
    const published = await app.inject({
      method: 'POST',
      url: apiPaths.updateResult,
      headers: bearer(token),
      payload: { ghadiId: game.id, result: '42', dateTime: '2026-10-05' },
    });
    expect(published.statusCode).toBe(200);
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Start-up's own warnings (no push settings, no remotes built) are not about addresses.
    logged.length = 0;
  });

  const read = (url: string) => requestOverSocket(app, url, { accept: 'text/html' });
  const errorsLogged = () => logged.filter((line) => line.level > 30).map((line) => `${line.level} ${line.msg}`);

  it.each(PAGES)('%s is a page of its own, its canonical URL', async (page) => {
    const answer = await read(page);

    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body.toString())).toBe(`${ORIGIN}${page}`);
  });

  it.each(PAGES)('other spellings of %s are sent there with a 301, the query kept', async (page) => {
    for (const spelling of respellings(page)) {
      for (const query of ['', '?x=1']) {
        const answer = await read(`${spelling}${query}`);

        expect({ spelling: `${spelling}${query}`, status: answer.status, location: answer.headers.location }).toEqual({
          spelling: `${spelling}${query}`,
          status: 301,
          location: `${page}${query}`,
        });
      }
    }
    expect(errorsLogged()).toEqual([]);
  });

  it.each(PAGES)('broken addresses near %s answer the not-found page or 400, and log no error', async (page) => {
    for (const address of brokenAddresses(page)) {
      const answer = await read(address);
      const html = answer.body.toString();

      expect({ address, status: answer.status }).toEqual({ address, status: answer.status === 400 ? 400 : 404 });
      // The site's not-found page (or an unknown game's), for no search engine to keep: no copy of a page under another URL.
      if (answer.status === 404) expect({ address, html }).toEqual({ address, html: expect.stringContaining('<meta name="robots" content="noindex" />') });
      expect({ address, canonical: canonicalOf(html) }).toEqual({ address, canonical: undefined });
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('never sends a visitor off the site, however the address starts', async () => {
    for (const address of ['//evil.example/x', '/\\evil.example', '//\\evil.example', '/%5c%5cevil.example', '/.//evil.example', '/x/..//evil.example']) {
      const answer = await read(address);
      const location = answer.headers.location ?? '';

      expect({ address, status: answer.status }).toEqual({ address, status: answer.status === 301 ? 301 : 404 });
      if (answer.status === 301) {
        expect({ address, sameSite: new URL(location, ORIGIN).origin }).toEqual({ address, sameSite: ORIGIN });
        expect(location).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it('the current month of every game has its address: /record-chart sends there, never an error', async () => {
    const answer = await read('/record-chart');

    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/record-chart/2026/11');
  });
});
