import type { FastifyInstance } from 'fastify';
import { apiPaths, type Ghadi, type MatkaChart } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase, publishResultRow } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';
import { alternatesOf, builtShell, canonicalOf, htmlLangOf, latinWordsOf, titleOf, visibleText } from '../../support/rendered-page';

// A matka market's jodi and panel charts: its lines per day read on the server (the JSON read and both pages
// show the same days), the pages in both languages as the API server renders them with the shell's real builds.

const ORIGIN = 'https://results.example.com';
// Asia/Kolkata (the default SITE_TIMEZONE) is UTC+05:30. The site's today is Sunday 22 Nov 2026: the charts'
// 52 weeks run from Monday 24 Nov 2025 to it (364 days).
const kolkata = (day: string, time: string) => `${day}T${time}:00+05:30`;
const NOON = kolkata('2026-11-22', '12:00');
const FIRST_MONDAY = '2025-11-24';
const JODI_PAGE = '/satta-results/night%20bazar/jodi-chart';
const PANEL_PAGE = '/satta-results/night%20bazar/panel-chart';

const dayIndex = (date: string) => (Date.parse(date) - Date.parse(FIRST_MONDAY)) / 86_400_000;

const read = async (app: FastifyInstance, url: string) => {
  const answer = await requestOverSocket(app, url, { accept: 'text/html' });
  const html = answer.body.toString('utf8');
  return { status: answer.status, html, text: visibleText(html) };
};

/** The rows of the page's chart, each as the texts of its cells (a screen reader's: the hidden words too). */
const rowsOf = (html: string): string[][] =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) => [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, '').trim()));

describeEachDatabase('matka charts', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let night: Ghadi;
  const time = movableClock(NOON);

  const chartRead = async (name = 'night bazar') => {
    const answer = await app.inject({ method: 'GET', url: apiPaths.matkaChart.url(name) });
    return { status: answer.statusCode, body: answer.json<{ success: boolean; code?: string; data: MatkaChart }>() };
  };
  const publish = (game: Ghadi, result: string, dateTime: string) =>
    app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: game.id, result, dateTime } });

  beforeAll(async () => {
    app = await kit.build({ ...builtShell, PUBLIC_ORIGIN: ORIGIN }, { clock: time.clock });
    token = await adminToken(app);
    // Opens 09:30 PM and closes 12:05 AM, on the next calendar day; runs Monday to Saturday.
    night = await createGhadi(app, token, { NameEn: 'Night Bazar', NameHn: 'नाइट बाज़ार', Kind: 'matka', RTime: '09:30 PM', CloseTime: '12:05 AM', MarketDays: 'mon-sat', OrderId: 1 });
    const everyDay = await createGhadi(app, token, { NameEn: 'Week Bazar', NameHn: 'वीक बाज़ार', Kind: 'matka', RTime: '01:00 PM', CloseTime: '03:00 PM', MarketDays: 'mon-sun', OrderId: 2 });
    await createGhadi(app, token, { NameEn: 'Jodi Bazar', NameHn: 'जोड़ी बाज़ार', RTime: '05:00 PM', OrderId: 3 });
    const rows: Array<[string, string]> = [
      [FIRST_MONDAY, '123-68-459'], // the first day shown
      ['2025-11-23', '220-44-400'], // the Sunday before: not shown
      ['2026-11-16', '145-05-500'], // red: digits 5 apart
      ['2026-11-17', '550-00-370'], // red: a double
      ['2026-11-18', '128-16-123'], // red: 1 and 6
      ['2026-11-19', '370-03-111'], // not red
      ['2026-11-22', '679-2'], // a Sunday: a mon-sat market's chart has no column for it
    ];
    for (const [drawDate, result] of rows) await publishResultRow(app, { gid: night.GID, drawDate, result });
    await publishResultRow(app, { gid: everyDay.GID, drawDate: '2026-11-22', result: '679-27-890' });
    // Friday's market: the open at 09:40 PM, the close after midnight, on Saturday's calendar day.
    time.set(kolkata('2026-11-20', '21:40'));
    expect((await publish(night, '370-0', '2026-11-20')).statusCode).toBe(200);
    time.set(kolkata('2026-11-21', '00:10'));
    expect((await publish(night, '370-05-500', '2026-11-20')).statusCode).toBe(200);
    time.set(NOON);
    await app.listen({ port: 0, host: '127.0.0.1' });
    // The first render loads the pages' bundle, which takes a busy machine longer than a test's time.
    expect((await app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  }, 90_000);

  it("reads a line per day of the last 52 weeks, a close after midnight on its market's opening day", async () => {
    const { status, body } = await chartRead();

    expect(status).toBe(200);
    expect(body.data).toMatchObject({ ghadi: { NameEn: 'Night Bazar', key: 'night bazar' }, marketDays: 'mon-sat', from: FIRST_MONDAY });
    expect(body.data.lines).toHaveLength(364);
    expect(body.data.lines[0]).toBe('123-68-459');
    expect(body.data.lines[dayIndex('2026-11-20')]).toBe('370-05-500');
    expect(body.data.lines[dayIndex('2026-11-21')]).toBe('');
    expect(body.data.lines[363]).toBe('679-2');
    expect(body.data.lines.filter(Boolean)).toHaveLength(7);
  });

  it('answers 404 for a jodi game and for no game, 400 for a name no game can have', async () => {
    const jodi = await chartRead('jodi bazar');
    expect([jodi.status, jodi.body.code]).toEqual([404, 'marketNotFound']);
    expect((await chartRead('no such bazar')).status).toBe(404);
    expect((await chartRead(' ')).status).toBe(400);
  });

  it('draws the jodi chart in English: a row per week, a column per market day, red jodis marked in words', async () => {
    const page = await read(app, JODI_PAGE);

    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe('Night Bazar Jodi Chart');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}${JODI_PAGE}`);
    expect(alternatesOf(page.html)).toEqual([`en=${ORIGIN}${JODI_PAGE}`, `hi=${ORIGIN}/hi${JODI_PAGE}`, `x-default=${ORIGIN}${JODI_PAGE}`]);
    const rows = rowsOf(page.html);
    expect(rows).toHaveLength(53);
    expect(rows[0]).toEqual(['Week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(rows[1]).toEqual(['24/11 – 29/11', '68', '**', '**', '**', '**', '**']);
    // The last week: three red jodis, Friday's close after midnight on Friday, Saturday without a result.
    expect(rows[52]).toEqual(['16/11 – 21/11', '05 (red)', '00 (red)', '16 (red)', '03', '05 (red)', '**']);
    expect(page.html).toContain('<strong class="jodi red-jodi">16<span class="visually-hidden"> (red)</span></strong>');
    expect(page.html).toContain('<span class="jodi">03</span>');
    expect(page.html).toContain('href="/satta-results/night%20bazar/panel-chart"');
  });

  it('draws the panel chart in Hindi: the open panna, jodi and close panna of each day', async () => {
    const page = await read(app, `/hi${PANEL_PAGE}`);

    expect(page.status).toBe(200);
    expect(htmlLangOf(page.html)).toBe('hi');
    expect(titleOf(page.html)).toBe('नाइट बाज़ार पैनल चार्ट');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/hi${PANEL_PAGE}`);
    const rows = rowsOf(page.html);
    expect(rows).toHaveLength(53);
    expect(rows[0]![0]).toBe('सप्ताह');
    expect(rows[52]![5]).toBe('37005 (लाल)500');
    expect(page.html).toContain('<td class="panel-day"><span class="panna">370</span><span class="jodi">03</span><span class="panna">111</span></td>');
    expect(latinWordsOf(page.html, ['Ghadi Results'])).toEqual([]);
  });

  it("shows a mon-sun market's Sundays, an open-only day starred", async () => {
    const page = await read(app, '/satta-results/week%20bazar/panel-chart');
    const rows = rowsOf(page.html);

    expect(page.status).toBe(200);
    expect(rows[0]).toEqual(['Week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(rows[52]![7]).toBe('67927 (red)890');
    const mondayToSaturday = rowsOf((await read(app, JODI_PAGE)).html);
    expect(mondayToSaturday[52]).toHaveLength(7);
    expect(rowsOf((await read(app, PANEL_PAGE)).html)[52]![6]).toBe('**');
  });

  it("answers the 404 page for a jodi game's charts and for no game, in either language", async () => {
    for (const path of ['/satta-results/jodi%20bazar/jodi-chart', '/hi/satta-results/jodi%20bazar/panel-chart', '/satta-results/no%20such%20bazar/jodi-chart']) {
      const page = await read(app, path);
      expect([path, page.status]).toEqual([path, 404]);
    }
    expect(titleOf((await read(app, '/hi/satta-results/jodi%20bazar/jodi-chart')).html)).toBe('पेज नहीं मिला');
  });

  it("is linked from a market's game page and listed in the sitemap in both languages; a jodi game has neither", async () => {
    const market = await read(app, '/satta-results/night%20bazar');
    const jodi = await read(app, '/satta-results/jodi%20bazar');
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap-1.xml' })).body;

    expect(market.html).toMatch(new RegExp(`<a href="${JODI_PAGE}"[^>]*>Jodi Chart</a>`));
    expect(market.html).toMatch(new RegExp(`<a href="${PANEL_PAGE}"[^>]*>Panel Chart</a>`));
    expect(jodi.html).not.toContain('jodi-chart');
    for (const path of [JODI_PAGE, PANEL_PAGE]) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}/hi${path}</loc>`);
    }
    expect(sitemap).not.toContain('jodi%20bazar/jodi-chart');
  });

  it('shows a correction at once (the cached lines are dropped)', async () => {
    expect((await read(app, JODI_PAGE)).html).not.toContain('>44<');
    expect((await publish(night, '220-44-400', '2026-11-19')).statusCode).toBe(200);

    expect((await chartRead()).body.data.lines[dayIndex('2026-11-19')]).toBe('220-44-400');
    expect(rowsOf((await read(app, JODI_PAGE)).html)[52]![4]).toBe('44 (red)');
  });
});
