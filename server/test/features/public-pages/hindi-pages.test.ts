import type { FastifyInstance } from 'fastify';
import { apiPaths, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';
import {
  alternatesOf,
  builtShell,
  canonicalOf,
  dayCell,
  feedsOf,
  homeCardResults,
  htmlLangOf,
  jsonLdOf,
  latinWordsOf,
  metaProperty,
  titleOf,
  visibleText,
} from '../../support/rendered-page';

// The Hindi pages under /hi, rendered with the shell's real builds as the English ones are
// (rendered-pages.test.ts), read over real connections.

const ORIGIN = 'https://results.example.com';
const PAGE_ENV = { ...builtShell, PUBLIC_ORIGIN: ORIGIN };
// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE.
const NOON = '2026-11-22T06:30:00.000Z';
const TODAY = '2026-11-22';
const SITE_NAME = 'Ghadi Results';
// Latin letters a Hindi page may show outside names: file formats, and the privacy text's "IP".
const ABBREVIATIONS = ['CSV', 'JSON', 'IP', 'AM', 'PM'];

const read = async (app: FastifyInstance, url: string) => {
  const answer = await requestOverSocket(app, url, { accept: 'text/html' });
  return { status: answer.status, headers: answer.headers, html: answer.body.toString('utf8') };
};

const publisher = (app: FastifyInstance, token: string) => (game: Ghadi, result: string, dateTime: string) =>
  app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: game.id, result, dateTime } });

describeEachDatabase('Hindi pages', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let game: Ghadi;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build(PAGE_ENV, { clock: time.clock });
    token = await adminToken(app);
    game = await createGhadi(app, token, { NameEn: 'Record Bazar', NameHn: 'रिकॉर्ड बाज़ार', OrderId: 1 });
    const publish = publisher(app, token);
    for (const [result, date] of [['42', TODAY], ['33', '2026-10-05']]) expect((await publish(game, result!, date!)).statusCode).toBe(200);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  const pages = [
    { english: '/', hindi: '/hi/', title: `${SITE_NAME}: आज का रिजल्ट और रिकॉर्ड चार्ट`, text: 'सट्टा चार्ट', types: ['WebSite'] },
    {
      english: '/satta-results/record%20bazar',
      hindi: '/hi/satta-results/record%20bazar',
      title: 'रिकॉर्ड बाज़ार रिकॉर्ड चार्ट नवंबर 2026',
      text: 'चार्ट संग्रह',
      types: ['BreadcrumbList', 'Dataset'],
    },
    {
      english: '/satta-results/record%20bazar/2026/10',
      hindi: '/hi/satta-results/record%20bazar/2026/10',
      title: 'रिकॉर्ड बाज़ार रिकॉर्ड चार्ट अक्टूबर 2026',
      text: 'पूरा वर्ष 2026',
      types: ['BreadcrumbList', 'Dataset'],
    },
    {
      english: '/satta-results/record%20bazar/2026',
      hindi: '/hi/satta-results/record%20bazar/2026',
      title: 'रिकॉर्ड बाज़ार रिकॉर्ड चार्ट 2026',
      text: 'अक्टू॰',
      types: ['BreadcrumbList', 'Dataset'],
    },
    {
      english: '/record-chart/2026/10',
      hindi: '/hi/record-chart/2026/10',
      title: 'रिकॉर्ड चार्ट अक्टूबर 2026: सभी गेम',
      text: 'रिकॉर्ड बाज़ार',
      types: ['BreadcrumbList', 'Dataset'],
    },
    { english: '/about', hindi: '/hi/about', title: 'हमारे बारे में', text: 'यह साइट हर घड़ी', types: [] },
    { english: '/disclaimer', hindi: '/hi/disclaimer', title: 'अस्वीकरण', text: 'हम कभी नंबर नहीं बेचते', types: [] },
    { english: '/privacy-policy', hindi: '/hi/privacy-policy', title: 'गोपनीयता नीति', text: 'कोई IP पता', types: [] },
  ];

  it.each(pages)('renders $hindi in Hindi, naming $english as its English version, and back', async (page) => {
    const hindi = await read(app, page.hindi);
    const english = await read(app, page.english);
    const pair = [`en=${ORIGIN}${page.english}`, `hi=${ORIGIN}${page.hindi}`, `x-default=${ORIGIN}${page.english}`];

    expect(hindi.status).toBe(200);
    expect(htmlLangOf(hindi.html)).toBe('hi');
    expect(titleOf(hindi.html)).toBe(page.title);
    expect(metaProperty(hindi.html, 'og:locale')).toBe('hi_IN');
    expect(canonicalOf(hindi.html)).toBe(`${ORIGIN}${page.hindi}`);
    expect(alternatesOf(hindi.html)).toEqual(pair);
    expect(visibleText(hindi.html)).toContain(page.text);
    // The switch leads to the same page in English.
    expect(hindi.html).toContain(`<a href="${page.english}" hrefLang="en" lang="en">Read in English</a>`);

    const blocks = jsonLdOf(hindi.html);
    expect(blocks.map((block) => block['@type'])).toEqual(page.types);
    for (const block of blocks) expect(block.itemListElement?.[0].item ?? block.url).toMatch(new RegExp(`^${ORIGIN}/hi/`));
    if (page.types.includes('Dataset')) expect(blocks.at(-1)).toMatchObject({ url: `${ORIGIN}${page.hindi}`, inLanguage: 'hi' });

    expect(english.status).toBe(200);
    expect(htmlLangOf(english.html)).toBe('en');
    expect(canonicalOf(english.html)).toBe(`${ORIGIN}${page.english}`);
    expect(alternatesOf(english.html)).toEqual(pair);
    expect(english.html).toContain(`<a href="${page.hindi}" hrefLang="hi" lang="hi">हिन्दी में पढ़ें</a>`);
  });

  it.each(pages)('shows no English words on $hindi outside names', async (page) => {
    const { html } = await read(app, page.hindi);

    expect(latinWordsOf(html, [SITE_NAME, ...ABBREVIATIONS])).toEqual([]);
    // The check itself finds them: the English page has plenty.
    expect(latinWordsOf((await read(app, page.english)).html, [SITE_NAME, ...ABBREVIATIONS]).length).toBeGreaterThan(3);
  });

  it("advertises its own language's feeds: the Hindi ones, titled in Hindi, on Hindi pages; the English ones on English pages", async () => {
    const home = (await read(app, '/hi/')).html;
    expect(feedsOf(home)).toEqual([`${ORIGIN}/api/feeds/hi/results.atom`]);
    expect(home).toContain(`<link rel="alternate" type="application/atom+xml" title="${SITE_NAME}: रिजल्ट" href="${ORIGIN}/api/feeds/hi/results.atom" />`);
    expect(feedsOf((await read(app, '/hi/satta-results/record%20bazar')).html)).toEqual([
      `${ORIGIN}/api/feeds/hi/results.atom`,
      `${ORIGIN}/api/feeds/hi/games/record%20bazar.atom`,
    ]);
    expect(feedsOf((await read(app, '/hi/satta-results/record%20bazar/2026')).html)).toContain(`${ORIGIN}/api/feeds/hi/games/record%20bazar.atom`);
    expect(feedsOf((await read(app, '/satta-results/record%20bazar')).html)).toEqual([
      `${ORIGIN}/api/feeds/results.atom`,
      `${ORIGIN}/api/feeds/games/record%20bazar.atom`,
    ]);
  });

  it('shows the game by its Hindi name, its number, and its English name marked as English', async () => {
    const { html } = await read(app, '/hi/');

    expect(homeCardResults(html, 'रिकॉर्ड बाज़ार', 'hi')).toEqual({ yesterday: '---', today: '42' });
    expect(html).toMatch(dayCell('22', '42'));
    expect(visibleText(html)).toContain('रिकॉर्ड बाज़ार <span lang="en">(Record Bazar)</span>');
  });

  it.each([
    ['an unknown game', '/hi/satta-results/no%20such%20game', 'no such game का कोई डेटा उपलब्ध नहीं है'],
    ['an unknown path', '/hi/no/such/page', 'पेज नहीं मिला'],
    ['a month of the future', '/hi/record-chart/2026/12', 'पेज नहीं मिला'],
  ])('answers %s (%s) with a Hindi 404 page that search engines do not keep', async (_what, url, text) => {
    const page = await read(app, url);

    expect(page.status).toBe(404);
    expect(htmlLangOf(page.html)).toBe('hi');
    expect(visibleText(page.html)).toContain(text);
    expect(page.html).toContain('<meta name="robots" content="noindex" />');
    expect(canonicalOf(page.html)).toBeUndefined();
    expect(alternatesOf(page.html)).toEqual([]);
    // Nothing of a page that does not exist: the switch leads to the English home page.
    expect(page.html).toContain('<a href="/" hrefLang="en" lang="en">Read in English</a>');
  });

  it.each([
    ['/hi', 301, '/hi/'],
    ['/hi/record-chart', 302, '/hi/record-chart/2026/11'],
    ['/hi/satta-results/record%20bazar?month=10&year=2026', 302, '/hi/satta-results/record%20bazar/2026/10'],
    ['/hi/about/', 301, '/hi/about'],
  ])('sends %s on with a %s to %s', async (url, status, location) => {
    const page = await read(app, url);

    expect([page.status, page.headers.location]).toEqual([status, location]);
  });

  it('shows a published result on the next read of both home pages, after reads from memory', async () => {
    for (const url of ['/', '/hi/']) await read(app, url);

    expect((await publisher(app, token)(game, '58', TODAY)).statusCode).toBe(200);

    expect(homeCardResults((await read(app, '/hi/')).html, 'रिकॉर्ड बाज़ार', 'hi').today).toBe('58');
    expect(homeCardResults((await read(app, '/')).html, 'Record Bazar').today).toBe('58');
  });

  it('shows a block’s Hindi version on Hindi pages, the English block where there is none, and the default before either', async () => {
    const save = (Slug: string, Title: string, Content: string) =>
      app.inject({ method: 'POST', url: apiPaths.contentBlocks, headers: bearer(token), payload: { Slug, Title, Content } });
    const about = async () => visibleText((await read(app, '/hi/about')).html);

    expect(await about()).toContain('यह साइट हर घड़ी');
    expect((await save('about', 'About us', '<p>Run by the results team.</p>')).statusCode).toBe(201);
    expect(await about()).toContain('Run by the results team.');
    expect((await save('about-hi', 'हमारी टीम', '<p>रिजल्ट टीम द्वारा चलाई जाती है।</p>')).statusCode).toBe(201);
    expect(await about()).toContain('रिजल्ट टीम द्वारा चलाई जाती है।');
    expect(visibleText((await read(app, '/about')).html)).toContain('Run by the results team.');
  });
});
