import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { apiPaths, PAGE_SCRIPT, valueOn, type DayValues, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket, type SocketAnswer } from '../../support/over-socket';
import {
  builtShell,
  canonicalOf,
  feedsOf,
  dayCell,
  homeCardResults,
  homeGamesOf,
  jsonLdOf,
  metaProperty,
  pageDataOf,
  queryData,
  rawPageDataOf,
  resultsInPageData,
  titleOf,
  visibleText,
} from '../../support/rendered-page';

// The public pages as the API server renders them with the shell's real builds (hosts/shell/dist and
// dist-server), read over real connections: a repeated read is answered from memory before Fastify.

const { SHELL_DIST } = builtShell;
const ORIGIN = 'https://results.example.com';
const PAGE_ENV = { ...builtShell, PUBLIC_ORIGIN: ORIGIN };

// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE.
const NOON = '2026-11-22T06:30:00.000Z';
const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';

interface Page {
  status: number;
  headers: SocketAnswer['headers'];
  raw: Buffer;
  html: string;
}

const read = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Page> => {
  const answer = await requestOverSocket(app, url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers });
  return { status: answer.status, headers: answer.headers, raw: answer.body, html: answer.body.toString('utf8') };
};

/** Everything a client can observe of an answer, but the clock. */
const observable = ({ headers: { date: _date, ...headers }, status, html }: Page) => ({ status, headers, html });

const scriptSrc = (policy: string | undefined): string =>
  (policy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src ')) ?? '';

const publisher = (app: FastifyInstance, token: string) => (game: Ghadi, result: string, dateTime: string) =>
  app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: game.id, result, dateTime } });

describeEachDatabase('server-rendered public pages', (kit) => {
  let app: FastifyInstance;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build(PAGE_ENV, { clock: time.clock });
    const token = await adminToken(app);
    const publish = publisher(app, token);
    const game = await createGhadi(app, token, { NameEn: 'Record Bazar', OrderId: 1 });
    for (const [result, date] of [['42', TODAY], ['17', YESTERDAY], ['33', '2026-10-05']]) {
      expect((await publish(game, result!, date!)).statusCode).toBe(200);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    // The first render loads the pages' bundle, which takes a busy machine longer than a test's time: an
    // address no case reads pays for it here.
    expect((await app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  }, 90_000);

  interface PageCase {
    url: string;
    title: string;
    /** @type of each JSON-LD block, in order. */
    structuredData: string[];
    /** The Dataset's period (chart pages). */
    temporalCoverage?: string;
    /** Result cells the HTML must draw: a day's row showing a number, or a bare `<td>` for the year table. */
    cells?: RegExp[];
    /** Numbers the embedded page data must hold. */
    numbers?: string[];
    /** A game's pages name its own feed besides the site's. */
    gameFeed?: string;
  }

  const pages: PageCase[] = [
    {
      url: '/',
      title: "Ghadi Results: today's results and record chart",
      structuredData: ['WebSite'],
      cells: [dayCell('22', '42'), dayCell('21', '17')],
      numbers: ['42', '17'],
    },
    {
      url: '/satta-results/record%20bazar',
      gameFeed: '/api/feeds/games/record%20bazar.atom',
      title: 'Record Bazar Record Chart November 2026',
      structuredData: ['BreadcrumbList', 'Dataset'],
      temporalCoverage: '2026-11',
      cells: [dayCell('22', '42'), dayCell('21', '17')],
      numbers: ['42', '17'],
    },
    {
      url: '/satta-results/record%20bazar/2026/10',
      gameFeed: '/api/feeds/games/record%20bazar.atom',
      title: 'Record Bazar Record Chart October 2026',
      structuredData: ['BreadcrumbList', 'Dataset'],
      temporalCoverage: '2026-10',
      cells: [dayCell('05', '33')],
      numbers: ['33'],
    },
    {
      url: '/satta-results/record%20bazar/2026',
      gameFeed: '/api/feeds/games/record%20bazar.atom',
      title: 'Record Bazar Record Chart 2026',
      structuredData: ['BreadcrumbList', 'Dataset'],
      temporalCoverage: '2026',
      cells: [/<td>33<\/td>/, /<td>17<\/td>/, /<td>42<\/td>/],
      numbers: ['33', '17', '42'],
    },
    {
      url: '/record-chart/2026/10',
      title: 'Record Chart October 2026: every game',
      structuredData: ['BreadcrumbList', 'Dataset'],
      temporalCoverage: '2026-10',
      cells: [dayCell('05', '33')],
      numbers: ['33'],
    },
    { url: '/about', title: 'About', structuredData: [] },
    { url: '/disclaimer', title: 'Disclaimer', structuredData: [] },
    { url: '/privacy-policy', title: 'Privacy Policy', structuredData: [] },
  ];

  it.each(pages)('renders $url with its head, its structured data and its numbers', async (page) => {
    const full = await read(app, page.url);
    const fromMemory = await read(app, page.url);
    const canonical = `${ORIGIN}${page.url}`;

    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(full.html)).toBe(page.title);
    expect(canonicalOf(full.html)).toBe(canonical);
    expect(metaProperty(full.html, 'og:url')).toBe(canonical);
    expect(metaProperty(full.html, 'og:title')).toBe(page.title);
    expect(full.html).not.toContain('name="robots"');
    expect(feedsOf(full.html)).toEqual([`${ORIGIN}/api/feeds/results.atom`, ...(page.gameFeed ? [`${ORIGIN}${page.gameFeed}`] : [])]);

    const blocks = jsonLdOf(full.html);
    expect(blocks.map((block) => block['@type'])).toEqual(page.structuredData);
    const dataset = blocks.find((block) => block['@type'] === 'Dataset');
    if (page.temporalCoverage) expect(dataset).toMatchObject({ temporalCoverage: page.temporalCoverage, url: canonical });
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    if (trail) {
      expect(trail.itemListElement[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
      expect(trail.itemListElement.at(-1).item).toBe(canonical);
    }

    for (const cell of page.cells ?? []) expect(full.html).toMatch(cell);
    const data = pageDataOf(full.html);
    expect(data?.siteDay).toBe(TODAY);
    expect(resultsInPageData(data)).toEqual(expect.arrayContaining(page.numbers ?? []));

    // The second read came from memory, ahead of Fastify: it must be the very same answer.
    expect(observable(fromMemory)).toEqual(observable(full));
  });

  it('shows yesterday\'s and today\'s numbers on the home page\'s game card, and in its page data', async () => {
    const home = await read(app, '/');
    const games = homeGamesOf(pageDataOf(home.html));

    expect(homeCardResults(home.html, 'Record Bazar')).toEqual({ yesterday: '17', today: '42' });
    expect(games?.find((game) => game.NameEn === 'Record Bazar')).toMatchObject({ YesterdayResult: '17', TodayResult: '42' });
  });

  const notFound: Array<[what: string, url: string, text: string[]]> = [
    ['an unknown game', '/satta-results/no%20such%20game', ['No data available for no such game', 'Back to Home']],
    ['an unknown game\'s archive month', '/satta-results/no%20such%20game/2026/10', ['No data available for no such game']],
    ['an unknown path', '/no/such/page', ['Page not found']],
    ['month 13', '/satta-results/x/2026/13', ['Page not found']],
    ['month 13 of a known game', '/satta-results/record%20bazar/2026/13', ['Page not found']],
    ['next month (the future)', '/satta-results/record%20bazar/2026/12', ['Page not found']],
    ['next year (the future)', '/satta-results/record%20bazar/2027', ['Page not found']],
    ['a record chart of the future', '/record-chart/2026/12', ['Page not found']],
    ['a month before 2000', '/record-chart/1999/12', ['Page not found']],
    ['a year before 2000', '/satta-results/record%20bazar/1999', ['Page not found']],
  ];

  it.each(notFound)('answers %s (%s) with a 404 page that search engines do not keep', async (_what, url, text) => {
    const full = await read(app, url);
    const fromMemory = await read(app, url);

    expect(full.status).toBe(404);
    expect(full.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const words of text) expect(visibleText(full.html)).toContain(words);
    expect(full.html).toContain('<meta name="robots" content="noindex" />');
    expect(canonicalOf(full.html)).toBeUndefined();
    expect(metaProperty(full.html, 'og:url')).toBeUndefined();
    expect(jsonLdOf(full.html)).toEqual([]);
    expect(observable(fromMemory)).toEqual(observable(full));
  });

  const redirects: Array<[url: string, location: string]> = [
    ['/record-chart?month=10&year=2026', '/record-chart/2026/10'],
    ['/record-chart?year=2026&month=3', '/record-chart/2026/03'],
    ['/record-chart', '/record-chart/2026/11'],
    ['/satta-results/record%20bazar?month=10&year=2026', '/satta-results/record%20bazar/2026/10'],
    ['/satta-results/record%20bazar?month=11&year=2026', '/satta-results/record%20bazar'],
  ];

  it.each(redirects)('redirects %s to %s with a 302, every time', async (url, location) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await read(app, url);
      expect([answer.status, answer.headers.location]).toEqual([302, location]);
    }
  });

  it.each(['/admin/dashboard', '/admin', '/agent/login', '/login'])('sends %s the client-only shell, as built', async (url) => {
    const answer = await read(app, url);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.html).toContain('<div id="root"></div>');
    expect(answer.html).not.toContain('id="page-data"');
    expect(answer.html).toBe(readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8'));
  });

  it.each(['/', '/hi/', '/satta-results/record%20bazar', '/no/such/page', '/widget', '/admin/dashboard'])(
    "sends %s with a policy that runs its one inline script by that script's hash, and no other",
    async (url) => {
      for (const answer of [await read(app, url), await read(app, url)]) {
        const policy = scriptSrc(answer.headers['content-security-policy'] as string | undefined);
        // Executable inline scripts: neither a src nor a data type (the page's data and JSON-LD never run).
        const inline = [...answer.html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
        expect(inline).toHaveLength(1);
        expect(policy.split(' ')).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
        expect(policy).not.toContain("'unsafe-inline'");
        expect(policy).not.toContain("'unsafe-eval'");
      }
    },
  );

  it.each(['/', '/satta-results/record%20bazar', '/record-chart/2026/10'])('answers %s with an ETag, and 304 to a browser that has it', async (url) => {
    const first = await read(app, url);
    const etag = first.headers.etag as string;
    const again = await read(app, url, { 'if-none-match': etag });
    const weak = await read(app, url, { 'if-none-match': `"other", W/${etag}` });

    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect([again.status, again.raw.length, again.headers.etag]).toEqual([304, 0, etag]);
    expect([weak.status, weak.raw.length]).toEqual([304, 0]);
  });

  it.each(['/', '/satta-results/record%20bazar', '/no/such/page'])('sends %s gzipped to a browser that accepts it, the same page once unpacked', async (url) => {
    const plain = await read(app, url);
    for (const packed of [await read(app, url, { 'accept-encoding': 'gzip, deflate, br' }), await read(app, url, { 'accept-encoding': 'gzip' })]) {
      expect(packed.status).toBe(plain.status);
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(packed.headers.vary).toBe('accept-encoding');
      expect(gunzipSync(packed.raw).toString('utf8')).toBe(plain.html);
      expect(packed.raw.length).toBeLessThan(plain.raw.length);
    }
  });

  // A page's address has one answer whatever the client accepts (http/pages-and-404s.ts): the fast path
  // sends from memory without reading Accept, so the full path must not read it either.
  it.each(['/', '/satta-results/record%20bazar'])('answers a JSON-only client at %s with the page, whether or not a browser read it first', async (url) => {
    app.publicCache.clear();
    const before = await read(app, url, { accept: 'application/json' });
    await read(app, url);
    const after = await read(app, url, { accept: 'application/json' });

    expect([before.status, before.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect([after.status, after.headers['content-type']]).toEqual([before.status, before.headers['content-type']]);
  });
});

describeEachDatabase('rendered pages escape what admins type', (kit) => {
  let app: FastifyInstance;
  // Name rules (shared/contracts/src/api/text-rules.ts) refuse invisible characters and look-alike scripts,
  // not markup: such a name goes in through the API, as an admin could type it.
  const HOSTILE_NAME = 'Evil </script><script>alert(1)</script>"&<>';
  const HOSTILE_RESULT = '</script><i>7</i>';
  const HOSTILE_HTML = '<img src=x onerror=alert(1)><script>alert(2)</script><p>Safe words</p>';
  const gamePath = `/satta-results/${encodeURIComponent(HOSTILE_NAME.toLowerCase())}`;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build(PAGE_ENV, { clock: time.clock });
    const token = await adminToken(app);
    const game = await createGhadi(app, token, { NameEn: HOSTILE_NAME, OrderId: 1 });
    expect(game.NameEn).toBe(HOSTILE_NAME);
    const publish = publisher(app, token);
    expect((await publish(game, '64', TODAY)).statusCode).toBe(200);
    expect((await publish(game, HOSTILE_RESULT, YESTERDAY)).statusCode).toBe(200);
    for (const Slug of ['promo-text', 'about']) {
      const created = await app.inject({
        method: 'POST',
        url: apiPaths.contentBlocks,
        headers: bearer(token),
        payload: { Title: `Title of ${Slug}`, Slug, Content: HOSTILE_HTML, isActive: true },
      });
      expect(created.statusCode).toBe(201);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  // The page's own scripts: the bundle, the JSON-LD blocks and the page data. Nothing else may open one.
  const allowedScript = /^<script (defer src="\/static\/js\/[^"]+"|type="application\/ld\+json"|type="application\/json" id="page-data")>/;

  it.each([
    ['/', true],
    [gamePath, true],
    [`${gamePath}/2026`, true],
    ['/record-chart/2026/11', true],
    ['/about', false],
  ] as Array<[string, boolean]>)('renders %s with no markup of theirs', async (url, showsName) => {
    const page = await read(app, url);

    expect(page.status).toBe(200);
    expect(page.html).not.toMatch(/<script>alert/i);
    expect(page.html).not.toMatch(/onerror=/i);
    expect(page.html).not.toContain('<i>7</i>');
    // The one bare script is the page's own theme script, once; every other is a file or data.
    const pageScript = `<script>${PAGE_SCRIPT}</script>`;
    expect(page.html.split(pageScript)).toHaveLength(2);
    for (const [tag] of page.html.replace(pageScript, '').matchAll(/<script[^>]*>/gi)) expect(tag).toMatch(allowedScript);
    if (showsName) expect(page.html).toContain('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&lt;&gt;');

    const raw = rawPageDataOf(page.html)!;
    expect(raw).not.toMatch(/<\/script/i);
    expect(raw).not.toContain('<');
    if (showsName) expect(raw).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(() => jsonLdOf(page.html)).not.toThrow();
  });

  it('keeps the name and the numbers whole in the home page\'s data', async () => {
    const home = await read(app, '/');
    const games = homeGamesOf(pageDataOf(home.html));

    expect(games).toEqual([expect.objectContaining({ NameEn: HOSTILE_NAME, YesterdayResult: HOSTILE_RESULT, TodayResult: '64' })]);
    expect(home.html).toContain('&lt;/script&gt;&lt;i&gt;7&lt;/i&gt;');
  });

  it('keeps the name whole in the game page\'s title, trail and data', async () => {
    const page = await read(app, gamePath);
    const chart = queryData<{ ghadi: { NameEn: string }; days: DayValues }>(pageDataOf(page.html), 'results', 'game');
    const trail = jsonLdOf(page.html).find((block) => block['@type'] === 'BreadcrumbList');

    expect(titleOf(page.html)).toBe(`${HOSTILE_NAME} Record Chart November 2026`);
    expect(metaProperty(page.html, 'og:title')).toBe(`${HOSTILE_NAME} Record Chart November 2026`);
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}${gamePath}`);
    expect(trail?.itemListElement[1].name).toBe(`${HOSTILE_NAME} 2026`);
    expect(chart?.ghadi.NameEn).toBe(HOSTILE_NAME);
    expect([21, 22].map((day) => valueOn(chart?.days, day))).toEqual([HOSTILE_RESULT, '64']);
    expect(page.html).toMatch(dayCell('22', '64'));
  });

  it('shows the content blocks sanitized, in the HTML and in the data', async () => {
    for (const url of ['/', '/about']) {
      const page = await read(app, url);
      const content = queryData<Record<string, { Content: string }>>(pageDataOf(page.html), 'site-content');
      const slug = url === '/' ? 'promo-text' : 'about';

      expect(page.html).toContain('<p>Safe words</p>');
      expect(content?.[slug]?.Content).toContain('<p>Safe words</p>');
      expect(content?.[slug]?.Content).not.toMatch(/onerror|<script|alert\(2\)/i);
      expect(page.html).not.toContain('alert(2)');
    }
  });
});

describeEachDatabase('rendered pages stay fresh', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let publish: ReturnType<typeof publisher>;
  let routeRuns: jest.SpyInstance;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build(PAGE_ENV, { clock: time.clock });
    token = await adminToken(app);
    publish = publisher(app, token);
    await app.listen({ port: 0, host: '127.0.0.1' });
    // Every answer of the full path asks the cache; one from memory does not reach Fastify at all.
    routeRuns = jest.spyOn(app.publicCache, 'get');
  });
  afterAll(() => routeRuns.mockRestore());
  beforeEach(() => time.set(NOON));

  const pathOf = (game: Ghadi) => `/satta-results/${encodeURIComponent(game.NameEn.toLowerCase())}`;
  const todayOnHome = async (game: Ghadi) => homeCardResults((await read(app, '/')).html, game.NameEn).today;
  const dataTodayOnHome = async (game: Ghadi) =>
    homeGamesOf(pageDataOf((await read(app, '/')).html))?.find((row) => row.GID === game.GID)?.TodayResult;
  // The value only: a corrected one is followed by its mark.
  const dayOnGamePage = async (game: Ghadi, day = '22') => new RegExp(`>${day}</th><td>(?:<a [^>]*>)?([^<]*)<`).exec((await read(app, pathOf(game))).html)?.[1];

  it('shows a published result on the very next read of the home page and the game page, after reads from memory', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Fresh Bazar', OrderId: 1 });
    for (const url of ['/', pathOf(game)]) {
      await read(app, url);
      const runsBefore = routeRuns.mock.calls.length;
      await read(app, url);
      expect([url, routeRuns.mock.calls.length]).toEqual([url, runsBefore]);
    }

    expect((await publish(game, '47', TODAY)).statusCode).toBe(200);

    expect(await todayOnHome(game)).toBe('47');
    expect(await dataTodayOnHome(game)).toBe('47');
    expect(await dayOnGamePage(game)).toBe('47');
  });

  it('never serves a stale number on either page while reads and writes run concurrently', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Race Bazar', OrderId: 2 });
    const readBoth = () => [read(app, '/'), read(app, pathOf(game))];
    const stale: string[] = [];
    for (let round = 0; round < 25; round += 1) {
      const value = String(100 + round);
      const readsBefore = Array.from({ length: 5 }, readBoth).flat();
      const write = publish(game, value, TODAY);
      const readsDuring = Array.from({ length: 5 }, readBoth).flat();
      expect((await write).statusCode).toBe(200);

      const [home, chart] = [await todayOnHome(game), await dayOnGamePage(game)];
      if (home !== value) stale.push(`round ${round}: home shows ${home}, not ${value}`);
      if (chart !== value) stale.push(`round ${round}: game page shows ${chart}, not ${value}`);
      const statuses = (await Promise.all([...readsBefore, ...readsDuring])).map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }

    expect(stale).toEqual([]);
  });

  it('moves a renamed game\'s page to its new address at once', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Old Name Bazar', OrderId: 3 });
    await publish(game, '61', TODAY);
    const oldPath = pathOf(game);
    const newPath = '/satta-results/new%20name%20bazar';
    expect((await read(app, oldPath)).status).toBe(200);
    expect((await read(app, oldPath)).status).toBe(200);
    expect((await read(app, newPath)).status).toBe(404);
    expect((await read(app, newPath)).status).toBe(404);

    const renamed = await app.inject({
      method: 'PUT',
      url: apiPaths.ghadi.url(game.id),
      headers: bearer(token),
      payload: { NameEn: 'New Name Bazar', NameHn: game.NameHn, RTime: game.RTime, OrderId: game.OrderId },
    });
    expect(renamed.statusCode).toBe(200);

    const [moved, left, home] = [await read(app, newPath), await read(app, oldPath), await read(app, '/')];
    expect([moved.status, titleOf(moved.html)]).toEqual([200, 'New Name Bazar Record Chart November 2026']);
    expect(moved.html).toMatch(dayCell('22', '61'));
    expect(left.status).toBe(404);
    expect(visibleText(left.html)).toContain('No data available for old name bazar');
    expect(homeCardResults(home.html, 'New Name Bazar').today).toBe('61');
    expect(home.html).not.toContain('Old Name Bazar');
  });

  it.each([
    ['promo-text', '/'],
    ['about', '/about'],
  ])('shows an edited %s block on %s at once, and drops it when deactivated', async (Slug, url) => {
    const save = (method: 'POST' | 'PUT', target: string, Content: string, isActive = true) =>
      app.inject({ method, url: target, headers: bearer(token), payload: { Title: 'Edited', Slug, Content, isActive } });
    const created = await save('POST', apiPaths.contentBlocks, `<p>First ${Slug}</p>`);
    const id = created.json<{ data: { id: string } }>().data.id;
    expect((await read(app, url)).html).toContain(`<p>First ${Slug}</p>`);
    expect((await read(app, url)).html).toContain(`<p>First ${Slug}</p>`);

    await save('PUT', apiPaths.contentBlock.url(id), `<p>Second ${Slug}</p>`);
    const edited = await read(app, url);
    expect(edited.html).toContain(`<p>Second ${Slug}</p>`);
    expect(edited.html).not.toContain(`First ${Slug}`);

    await save('PUT', apiPaths.contentBlock.url(id), `<p>Second ${Slug}</p>`, false);
    expect((await read(app, url)).html).not.toContain(`Second ${Slug}`);
  });

  it('moves the home page\'s today to yesterday at midnight in the site zone, with no restart', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Midnight Bazar', OrderId: 4 });
    await publish(game, '58', TODAY);
    await read(app, '/');
    expect(homeCardResults((await read(app, '/')).html, game.NameEn)).toEqual({ yesterday: '---', today: '58' });

    // 18:31 UTC is 00:01 on the next day in Kolkata.
    time.set('2026-11-22T18:31:00.000Z');
    const home = await read(app, '/');
    const row = homeGamesOf(pageDataOf(home.html))?.find(
      (entry) => entry.GID === game.GID,
    );

    // Its result time has not come yet on the new day: a dash, not "Waiting".
    expect(homeCardResults(home.html, game.NameEn)).toEqual({ yesterday: '58', today: '---' });
    expect(row).toMatchObject({ YesterdayResult: '58', TodayResult: null });
    expect(pageDataOf(home.html)?.siteDay).toBe('2026-11-23');
  });

  it('turns next month\'s address from a 404 into the current chart when the month begins', async () => {
    const game = await createGhadi(app, token, { NameEn: 'Month End Bazar', OrderId: 5 });
    time.set('2026-11-30T18:00:00.000Z'); // 23:30 on 30 November in Kolkata
    const december = `${pathOf(game)}/2026/12`;
    expect((await read(app, december)).status).toBe(404);
    expect((await read(app, december)).status).toBe(404);
    expect((await read(app, pathOf(game))).html).toContain('Record Chart November 2026');

    time.set('2026-11-30T18:31:00.000Z'); // 00:01 on 1 December
    await publish(game, '09', '2026-12-01');
    const [archive, current] = [await read(app, december), await read(app, pathOf(game))];

    expect([archive.status, titleOf(archive.html)]).toEqual([200, 'Month End Bazar Record Chart December 2026']);
    expect(canonicalOf(archive.html)).toBe(`${ORIGIN}${pathOf(game)}`);
    expect(current.html).toMatch(dayCell('01', '09'));
  });
});
