import type { FastifyInstance } from 'fastify';
import { sitePaths } from '@ghadi/contracts';
import searchFiles from '../../../src/features/public-pages/search-file-routes';
import { sitemapIndexXml, splitSitemap, urlSetXml, type SitemapUrl } from '../../../src/features/public-pages/sitemap';
import { createAgent, describeEachDatabase } from '../../helper';
import { insertGhadiRow, seedResult, softDeleteGhadi } from '../../fixtures';

const ORIGIN = 'https://results.example.com';

/** Each <loc> with its <lastmod> (or null), entities left as sent. */
const entriesOf = (xml: string, tag: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?(?:<xhtml:link [^>]*/>)*</${tag}>`, 'g'))].map(
    ([, loc, lastmod]) => [loc, lastmod ?? null],
  );

/** Each <url>'s other languages: its <loc> with its alternates' hreflang=href. */
const alternatesOf = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>.*?<\/url>/g)].map(([url, loc]) => [
    loc,
    [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => `${hreflang}=${href}`),
  ]);

/** A page's English entry followed by its Hindi one (the same page under /hi; the Hindi home is /hi/). */
const inBothLanguages = (entries: Array<[string, string | null]>) =>
  entries.flatMap(([loc, lastmod]) => [
    [loc, lastmod],
    [loc === `${ORIGIN}/` ? `${ORIGIN}/hi/` : loc.replace(ORIGIN, `${ORIGIN}/hi`), lastmod],
  ]);

// Only the five entities may follow an ampersand; a raw `<` could only appear inside a tag.
const expectWellEscaped = (xml: string) => expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);

const FIXED_PAGES = [`${ORIGIN}/about`, `${ORIGIN}/disclaimer`, `${ORIGIN}/privacy-policy`].map((loc): [string, null] => [loc, null]);

describe('the sitemap files', () => {
  const urls = (count: number): SitemapUrl[] =>
    Array.from({ length: count }, (_, index) => ({ path: `/page-${index}`, lastmod: `2026-01-${String(10 + index).padStart(2, '0')}` }));

  it('splits the URLs into files of at most the limit', () => {
    expect(splitSitemap(urls(5), 2).map((part) => part.map((url) => url.path))).toEqual([
      ['/page-0', '/page-1'],
      ['/page-2', '/page-3'],
      ['/page-4'],
    ]);
    expect(splitSitemap(urls(4), 4)).toHaveLength(1);
    expect(splitSitemap([], 4)).toEqual([]);
    expect(splitSitemap(urls(50_001))).toHaveLength(2);
  });

  it('indexes the files by number, dated by their newest page', () => {
    const xml = sitemapIndexXml(ORIGIN, splitSitemap(urls(3), 2));

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(entriesOf(xml, 'sitemap')).toEqual([
      [`${ORIGIN}/sitemap-1.xml`, '2026-01-11'],
      [`${ORIGIN}/sitemap-2.xml`, '2026-01-12'],
    ]);
  });

  it('escapes every URL for XML', () => {
    const xml = urlSetXml(ORIGIN, [{ path: `/a?x=1&y='2'<"3">` }]);

    expect(entriesOf(xml, 'url')).toEqual([[`${ORIGIN}/a?x=1&amp;y=&apos;2&apos;&lt;&quot;3&quot;&gt;`, null]]);
  });
});

describeEachDatabase('GET /robots.txt and /sitemap.xml', (kit) => {
  it('lists only the fixed pages on an empty database', async () => {
    const app = await kit.build({ PUBLIC_ORIGIN: `${ORIGIN}/` });

    const response = await app.inject({ url: sitePaths.sitemap });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    expect(entriesOf(response.body, 'url')).toEqual(inBothLanguages([[`${ORIGIN}/`, null], ...FIXED_PAGES]));
    expect((await app.inject({ url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it('keeps crawlers out of the back offices and the API, and names the sitemap', async () => {
    const app = await kit.build({ PUBLIC_ORIGIN: ORIGIN });

    const response = await app.inject({ url: sitePaths.robots });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /agent\nDisallow: /api\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });

  describe('with games and results', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      // A second copy under /small with room for 10 URLs per file shows the split without 50,000 pages.
      const small = (instance: FastifyInstance) => void instance.register(searchFiles, { prefix: '/small', maxUrlsPerFile: 10 });
      app = await kit.build({ PUBLIC_ORIGIN: ORIGIN }, { register: small });
      const agent = await createAgent(app);
      const seed = (gid: number, drawDate: string, updatedAt: string, isActive = true) =>
        seedResult(app, { gid, drawDate, result: '12', createdBy: agent.userId, isActive, updatedAt });
      const rock = await insertGhadiRow(app, { nameEn: "Rock 'n' Roll & Co", orderId: 1 });
      const gali = await insertGhadiRow(app, { nameEn: 'Gali गली', orderId: 2 });
      await insertGhadiRow(app, { nameEn: 'New Game', orderId: 3 });
      const gone = await insertGhadiRow(app, { nameEn: 'Gone Game', orderId: 4 });
      await seed(rock.gid, '2025-12-30', '2025-12-30T16:00:00.000Z');
      await seed(rock.gid, '2025-12-31', '2026-01-02T09:00:00.000Z');
      await seed(rock.gid, '2026-01-05', '2026-01-05T16:00:00.000Z');
      await seed(rock.gid, '2026-02-01', '2026-02-01T16:00:00.000Z', false);
      await seed(gali.gid, '2026-01-07', '2026-01-07T10:00:00.000Z');
      await seed(gone.gid, '2026-03-01', '2026-03-01T10:00:00.000Z');
      await softDeleteGhadi(app, gone.gid);
    });

    it('lists each game with its statistics, year and month pages, and every month of the all-games chart', async () => {
      const response = await app.inject({ url: '/sitemap-1.xml' });
      const rock = `${ORIGIN}/satta-results/rock%20&apos;n&apos;%20roll%20%26%20co`;
      const gali = `${ORIGIN}/satta-results/gali%20%E0%A4%97%E0%A4%B2%E0%A5%80`;

      expect(response.statusCode).toBe(200);
      expectWellEscaped(response.body);
      expect(entriesOf(response.body, 'url')).toEqual(
        inBothLanguages([
        [`${ORIGIN}/`, '2026-01-07'],
        ...FIXED_PAGES,
        [rock, '2026-01-05'],
        [`${rock}/statistics`, '2026-01-05'],
        [`${rock}/2025`, '2026-01-02'],
        [`${rock}/2025/12`, '2026-01-02'],
        [`${rock}/2026`, '2026-01-05'],
        [`${rock}/2026/01`, '2026-01-05'],
        [gali, '2026-01-07'],
        [`${gali}/statistics`, '2026-01-07'],
        [`${gali}/2026`, '2026-01-07'],
        [`${gali}/2026/01`, '2026-01-07'],
        [`${ORIGIN}/satta-results/new%20game`, null],
        [`${ORIGIN}/record-chart/2025/12`, '2026-01-02'],
        [`${ORIGIN}/record-chart/2026/01`, '2026-01-07'],
        ]),
      );
    });

    it('names the English, Hindi and default version of a page in both of its entries', async () => {
      const response = await app.inject({ url: '/sitemap-1.xml' });
      const month = `${ORIGIN}/record-chart/2026/01`;
      const hindiMonth = `${ORIGIN}/hi/record-chart/2026/01`;
      const alternates = new Map(alternatesOf(response.body) as Array<[string, string[]]>);

      const both = [`en=${month}`, `hi=${hindiMonth}`, `x-default=${month}`];
      expect(alternates.get(month)).toEqual(both);
      expect(alternates.get(hindiMonth)).toEqual(both);
      expect(alternates.get(`${ORIGIN}/hi/`)).toEqual([`en=${ORIGIN}/`, `hi=${ORIGIN}/hi/`, `x-default=${ORIGIN}/`]);
      expect([...alternates.values()].every((links) => links.length === 3)).toBe(true);
    });

    it('becomes an index of numbered files past the per-file limit', async () => {
      const whole = entriesOf((await app.inject({ url: '/sitemap-1.xml' })).body, 'url');

      const index = await app.inject({ url: '/small/sitemap.xml' });
      const files = await Promise.all(['1', '2', '3', '4', '5', '0', '01'].map((part) => app.inject({ url: `/small/sitemap-${part}.xml` })));

      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(entriesOf(index.body, 'sitemap')).toEqual([
        [`${ORIGIN}/sitemap-1.xml`, '2026-01-07'],
        [`${ORIGIN}/sitemap-2.xml`, '2026-01-05'],
        [`${ORIGIN}/sitemap-3.xml`, '2026-01-07'],
        [`${ORIGIN}/sitemap-4.xml`, '2026-01-07'],
        [`${ORIGIN}/sitemap-dates-2025.xml`, '2026-01-02'],
        [`${ORIGIN}/sitemap-dates-2026.xml`, '2026-01-07'],
      ]);
      expect(files.map((file) => file.statusCode)).toEqual([200, 200, 200, 200, 404, 404, 404]);
      expect(files.slice(0, 4).flatMap((file) => entriesOf(file.body, 'url'))).toEqual(whole);
    });

    it("indexes a file per year of results' date pages, once there are results", async () => {
      const index = await app.inject({ url: sitePaths.sitemap });

      expect(entriesOf(index.body, 'sitemap')).toEqual([
        [`${ORIGIN}/sitemap-1.xml`, '2026-01-07'],
        [`${ORIGIN}/sitemap-dates-2025.xml`, '2026-01-02'],
        [`${ORIGIN}/sitemap-dates-2026.xml`, '2026-01-07'],
      ]);
    });

    it('lists every active result of a year as its date page, in both languages', async () => {
      const rock = `${ORIGIN}/satta-results/rock%20&apos;n&apos;%20roll%20%26%20co`;
      const gali = `${ORIGIN}/satta-results/gali%20%E0%A4%97%E0%A4%B2%E0%A5%80`;
      const datesOf = (year: string) => app.inject({ url: `/sitemap-dates-${year}.xml` });
      const lastYear = await datesOf('2025');
      const thisYear = await datesOf('2026');
      const none = await datesOf('2024');
      const notAYear = await datesOf('99');

      expect(lastYear.statusCode).toBe(200);
      expect(lastYear.headers['content-type']).toBe('application/xml; charset=utf-8');
      expectWellEscaped(lastYear.body);
      expect(entriesOf(lastYear.body, 'url')).toEqual(
        inBothLanguages([
          [`${rock}/2025/12/30`, '2025-12-30'],
          [`${rock}/2025/12/31`, '2026-01-02'],
        ]),
      );
      // Neither the inactive result nor the deleted game's.
      expect(entriesOf(thisYear.body, 'url')).toEqual(
        inBothLanguages([
          [`${rock}/2026/01/05`, '2026-01-05'],
          [`${gali}/2026/01/07`, '2026-01-07'],
        ]),
      );
      expect(alternatesOf(thisYear.body)[0]).toEqual([
        `${rock}/2026/01/05`,
        [`en=${rock}/2026/01/05`, `hi=${rock.replace(ORIGIN, `${ORIGIN}/hi`)}/2026/01/05`, `x-default=${rock}/2026/01/05`],
      ]);
      expect(none.statusCode).toBe(404);
      expect(notAYear.statusCode).toBe(404);
    });
  });
});
