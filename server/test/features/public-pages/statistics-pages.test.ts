import type { FastifyInstance } from 'fastify';
import { apiPaths, type GameStatistics, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase, publishResultRow, userIdOf } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';
import { alternatesOf, builtShell, canonicalOf, htmlLangOf, jsonLdOf, latinWordsOf, titleOf, visibleText } from '../../support/rendered-page';

// A game's statistics: counted on the server from known results (the JSON read and the page show the same
// counts), and its page in both languages as the API server renders it with the shell's real builds.

const ORIGIN = 'https://results.example.com';
// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE: the site's today is 22 Nov 2026.
const NOON = '2026-11-22T06:30:00.000Z';
const PAGE = '/satta-results/stats%20bazar/statistics';

const read = async (app: FastifyInstance, url: string) => {
  const answer = await requestOverSocket(app, url, { accept: 'text/html' });
  const html = answer.body.toString('utf8');
  return { status: answer.status, html, text: visibleText(html) };
};

const numbersOf = (counts: readonly number[]): Record<string, number> =>
  Object.fromEntries(counts.flatMap((count, number) => (count === 0 ? [] : [[String(number).padStart(2, '0'), count]])));

describeEachDatabase('game statistics', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let game: Ghadi;
  const time = movableClock(NOON);

  const statistics = async (name = 'stats bazar') => {
    const answer = await app.inject({ method: 'GET', url: apiPaths.gameStatistics.url(name) });
    return { status: answer.statusCode, body: answer.json<{ success: boolean; data: GameStatistics }>() };
  };

  beforeAll(async () => {
    app = await kit.build({ ...builtShell, PUBLIC_ORIGIN: ORIGIN }, { clock: time.clock });
    token = await adminToken(app);
    game = await createGhadi(app, token, { NameEn: 'Stats Bazar', NameHn: 'स्टैट्स बाज़ार', RTime: '05:00 PM', OrderId: 1 });
    const other = await createGhadi(app, token, { NameEn: 'Other Bazar', NameHn: 'अदर बाज़ार', RTime: '06:00 PM', OrderId: 2 });
    const rows: Array<[string, string]> = [
      ['2026-11-22', '42'], // today
      ['2026-11-21', '42'],
      ['2026-11-20', '07'],
      ['2026-11-19', 'XX'], // not a number
      ['2026-11-18', '33'], // on a holiday (below)
      ['2026-11-17', '61'], // unpublished (below)
      ['2026-11-01', '99'], // 21 days ago
      ['2026-10-01', '50'], // 52 days ago
      ['2026-06-15', '13'], // 160 days ago
      ['2025-11-23', '88'], // 364 days ago: the last day of the 365
      ['2025-11-22', '77'], // 365 days ago: outside them
    ];
    for (const [drawDate, result] of rows) await publishResultRow(app, { gid: game.GID, drawDate, result });
    await createGhadi(app, token, { NameEn: 'Empty Bazar', NameHn: 'खाली बाज़ार', RTime: '07:00 PM', OrderId: 3 });
    // Another game's results are its own.
    await publishResultRow(app, { gid: other.GID, drawDate: '2026-11-21', result: '55' });
    // A date marked off after a result was out for it (as an old site's import can leave), and a withdrawn result.
    await app.db.insertInto('holidays').values({ gid: game.GID, draw_date: '2026-11-18', created_by: await userIdOf(app, 'admin'), created_at: NOON }).execute();
    await app.db.updateTable('results').set({ is_active: 0 }).where('gid', '=', game.GID).where('draw_date', '=', '2026-11-17').execute();
    await app.listen({ port: 0, host: '127.0.0.1' });
    // The first render loads the pages' bundle, which takes a busy machine longer than a test's time.
    expect((await app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  }, 90_000);

  it('counts each number and digit of the last 30, 90 and 365 days, published two-digit numbers only', async () => {
    const { status, body } = await statistics();

    expect(status).toBe(200);
    expect(body.data.ghadi).toMatchObject({ NameEn: 'Stats Bazar', key: 'stats bazar' });
    expect(body.data.asOf).toBe('2026-11-22');
    const [thirty, ninety, year] = body.data.periods;
    expect(thirty).toMatchObject({ days: 30, counted: 4, odd: 2, high: 1 });
    expect(numbersOf(thirty!.numbers)).toEqual({ '07': 1, '42': 2, '99': 1 });
    expect(thirty!.firstDigits).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 0, 1]);
    expect(thirty!.secondDigits).toEqual([0, 0, 2, 0, 0, 0, 0, 1, 0, 1]);
    expect(ninety).toMatchObject({ days: 90, counted: 5, odd: 2, high: 2 });
    expect(numbersOf(ninety!.numbers)).toEqual({ '07': 1, '42': 2, '50': 1, '99': 1 });
    expect(year).toMatchObject({ days: 365, counted: 7, odd: 3, high: 3 });
    expect(numbersOf(year!.numbers)).toEqual({ '07': 1, '13': 1, '42': 2, '50': 1, '88': 1, '99': 1 });
  });

  it('counts the days since each number last came, and the months one by one', async () => {
    const { body } = await statistics();

    const since = body.data.daysSince;
    expect([since[42], since[7], since[99], since[50], since[13], since[88]]).toEqual([0, 2, 21, 52, 160, 364]);
    // 77 came 365 days ago; 33 only on a holiday, 61 was withdrawn.
    expect([since[77], since[33], since[61]]).toEqual([null, null, null]);
    expect(since.filter((days) => days !== null)).toHaveLength(6);
    expect(body.data.months.map((month) => month.month)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    expect(body.data.months.filter((month) => month.counted > 0)).toEqual([
      { month: '2026-06', counted: 1, odd: 1, high: 0 },
      { month: '2026-10', counted: 1, odd: 0, high: 1 },
      { month: '2026-11', counted: 4, odd: 2, high: 1 },
    ]);
  });

  it('answers 404 for a game that does not exist, and 400 for a name no game can have', async () => {
    expect((await statistics('no such bazar')).status).toBe(404);
    expect((await statistics(' ')).status).toBe(400);
  });

  it('draws the page in English: the label, each picture with its words and table, its address and trail', async () => {
    const page = await read(app, PAGE);

    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe('Stats Bazar Statistics');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}${PAGE}`);
    expect(alternatesOf(page.html)).toEqual([`en=${ORIGIN}${PAGE}`, `hi=${ORIGIN}/hi${PAGE}`, `x-default=${ORIGIN}${PAGE}`]);
    expect(jsonLdOf(page.html)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(page.text).toContain('Statistics of past results, not a prediction');
    expect(page.text).toContain('Counted from the results published up to 22 Nov 2026.');
    expect(page.html.match(/<svg class="stats-chart"/g)).toHaveLength(5);
    expect(page.html.match(/<table/g)).toHaveLength(5);
    expect(page.text).toContain('First digit most often: 4. Second digit most often: 2.');
    expect(page.text).toContain('Longest ago: 88 (364 days). Not in the last 365 days: 94 numbers.');
    expect(page.text).toContain('Most often: 42 (2 times). Did not come: 94 numbers.');
    expect(page.text).toContain('Last 365 days: Odd 43%, Even 57%.');
    expect(page.text).toContain('Last 365 days: High 43%, Low 57%.');
    expect(page.html).toContain('href="/satta-results/stats%20bazar"');
    // The page carries the counts, never the results themselves.
    expect(page.html).not.toContain('CreatedById');
    expect(page.html).not.toMatch(/lucky|sure/i);
  });

  it('draws the Hindi twin in Hindi', async () => {
    const page = await read(app, `/hi${PAGE}`);

    expect(page.status).toBe(200);
    expect(htmlLangOf(page.html)).toBe('hi');
    expect(titleOf(page.html)).toBe('स्टैट्स बाज़ार आँकड़े');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/hi${PAGE}`);
    expect(page.text).toContain('पिछले रिजल्ट के आँकड़े, भविष्यवाणी नहीं');
    expect(page.html.match(/<svg class="stats-chart"/g)).toHaveLength(5);
    expect(latinWordsOf(page.html, ['Ghadi Results'])).toEqual([]);
  });

  it('draws a game without results as nothing to count, and leaves it out of the sitemap', async () => {
    const page = await read(app, '/satta-results/empty%20bazar/statistics');
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap-1.xml' })).body;

    expect(page.status).toBe(200);
    expect(page.text).toContain('Statistics of past results, not a prediction');
    expect(page.text).toContain('No results to count in this period.');
    expect(sitemap).toContain('/satta-results/empty%20bazar</loc>');
    expect(sitemap).not.toContain('/satta-results/empty%20bazar/statistics');
  });

  it("is linked from the game's page and listed in the sitemap in both languages", async () => {
    const chart = await read(app, '/satta-results/stats%20bazar');
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap-1.xml' })).body;

    expect(chart.html).toMatch(new RegExp(`<a href="${PAGE}"[^>]*>Statistics of past results</a>`));
    expect(sitemap).toContain(`<loc>${ORIGIN}${PAGE}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/hi${PAGE}</loc>`);
  });

  it('answers the 404 page for a game that does not exist, in either language', async () => {
    const english = await read(app, '/satta-results/no%20such%20bazar/statistics');
    const hindi = await read(app, '/hi/satta-results/no%20such%20bazar/statistics');

    expect([english.status, titleOf(english.html)]).toEqual([404, 'Page not found']);
    expect([hindi.status, titleOf(hindi.html)]).toEqual([404, 'पेज नहीं मिला']);
  });

  it('counts a correction at once (the cached counts are dropped)', async () => {
    expect((await statistics()).body.data.periods[0]!.numbers[42]).toBe(2);
    const answer = await app.inject({
      method: 'POST',
      url: apiPaths.updateResult,
      headers: bearer(token),
      payload: { ghadiId: game.id, result: '05', dateTime: '2026-11-22' },
    });
    expect(answer.statusCode).toBe(200);

    const { body } = await statistics();
    expect(numbersOf(body.data.periods[0]!.numbers)).toEqual({ '05': 1, '07': 1, '42': 1, '99': 1 });
    expect([body.data.daysSince[5], body.data.daysSince[42]]).toEqual([0, 1]);
    const page = await read(app, PAGE);
    expect(page.text).toContain('Most often: 05, 07, 13, 42, 50, 88, 99 (1 time).');
  });
});
