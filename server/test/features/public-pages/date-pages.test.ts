import type { FastifyInstance } from 'fastify';
import { apiPaths, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';
import { alternatesOf, builtShell, canonicalOf, htmlLangOf, jsonLdOf, rawPageDataOf, titleOf, visibleText } from '../../support/rendered-page';

// A result date's page and the yesterday page, as the API server renders them with the shell's real builds.

const ORIGIN = 'https://results.example.com';
// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE.
const NOON = '2026-11-22T06:30:00.000Z';
const GAME = '/satta-results/date%20bazar';

const read = async (app: FastifyInstance, url: string) => {
  const answer = await requestOverSocket(app, url, { accept: 'text/html' });
  const html = answer.body.toString('utf8');
  return { status: answer.status, html, text: visibleText(html) };
};

describeEachDatabase('result date pages', (kit) => {
  let app: FastifyInstance;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build({ ...builtShell, PUBLIC_ORIGIN: ORIGIN }, { clock: time.clock });
    const token = await adminToken(app);
    const publish = async (game: Ghadi, result: string, dateTime: string, at: string) => {
      time.set(at);
      const answer = await app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: game.id, result, dateTime } });
      expect(answer.statusCode).toBe(200);
    };
    const dateBazar = await createGhadi(app, token, { NameEn: 'Date Bazar', NameHn: 'डेट बाज़ार', RTime: '05:00 PM', OrderId: 1 });
    const early = await createGhadi(app, token, { NameEn: 'Early Bazar', NameHn: 'अर्ली बाज़ार', RTime: '10:00 AM', OrderId: 2 });
    // Declared at 05:00 PM, corrected at 06:30 PM (site time) on the 20th.
    await publish(dateBazar, '42', '2026-11-20', '2026-11-20T11:30:00.000Z');
    await publish(dateBazar, '24', '2026-11-20', '2026-11-20T13:00:00.000Z');
    await publish(dateBazar, '17', '2026-11-21', '2026-11-21T11:31:00.000Z');
    await publish(early, '88', '2026-11-21', '2026-11-21T04:31:00.000Z');
    time.set(NOON);
    const holiday = await app.inject({ method: 'PUT', url: apiPaths.holiday.url(dateBazar.id, '2026-11-19'), headers: bearer(token) });
    expect(holiday.statusCode).toBeLessThan(300);
    await app.listen({ port: 0, host: '127.0.0.1' });
    // The first render loads the pages' bundle, which takes a busy machine longer than a test's time.
    expect((await app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  }, 90_000);

  it('shows a corrected result with its number, its times, its trail, the day and the dates around it', async () => {
    const page = await read(app, `${GAME}/2026/11/20`);

    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe('Date Bazar Result 20 Nov 2026');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}${GAME}/2026/11/20`);
    expect(alternatesOf(page.html)).toEqual([
      `en=${ORIGIN}${GAME}/2026/11/20`,
      `hi=${ORIGIN}/hi${GAME}/2026/11/20`,
      `x-default=${ORIGIN}${GAME}/2026/11/20`,
    ]);
    const blocks = jsonLdOf(page.html);
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'Dataset']);
    expect(blocks[1]).toMatchObject({ temporalCoverage: '2026-11-20' });
    expect(page.html).toMatch(/<p class="result-number">24<\/p>/);
    expect(page.text).toContain('Corrected 06:30 PM (was 42)');
    expect(page.text).toContain('Declared on');
    expect(page.text).toContain('20 Nov 2026, 05:00 PM');
    expect(page.text).toContain('20 Nov 2026, 06:30 PM');
    expect(page.text).toMatch(/20 Nov 2026: 42.*24/);
    expect(page.html).toContain(`href="${GAME}/2026/11/19"`);
    expect(page.html).toContain(`href="${GAME}/2026/11/21"`);
    expect(page.html).toContain(`href="${GAME}/2026/11"`);
    expect(page.html).toContain('href="/satta-results/early%20bazar/2026/11/20"');
    expect(rawPageDataOf(page.html)).not.toContain('CreatedById');
  });

  it('shows the other states of a past date: declared, holiday, not published', async () => {
    const declared = await read(app, `${GAME}/2026/11/21`);
    const holiday = await read(app, `${GAME}/2026/11/19`);
    const nothing = await read(app, `${GAME}/2026/11/18`);

    expect(declared.text).toContain('Declared 05:01 PM');
    expect(declared.html).toMatch(/<p class="result-number">17<\/p>/);
    // Every game's result of that day, each named.
    expect(declared.text).toMatch(/Early Bazar.*88/);
    expect(holiday.status).toBe(200);
    expect(holiday.text).toContain('Holiday');
    expect(nothing.status).toBe(200);
    expect(nothing.text).toContain('Not published');
  });

  it("shows today's state by the clock: upcoming with its countdown, or late", async () => {
    const upcoming = await read(app, `${GAME}/2026/11/22`);
    const late = await read(app, '/satta-results/early%20bazar/2026/11/22');

    expect(upcoming.status).toBe(200);
    expect(upcoming.text).toContain('Upcoming');
    // No next date after today.
    expect(upcoming.html).not.toContain(`href="${GAME}/2026/11/23"`);
    expect(late.text).toContain('Waiting (2 h 00 min late)');
  });

  it('draws the Hindi twin in Hindi', async () => {
    const page = await read(app, `/hi${GAME}/2026/11/20`);

    expect(page.status).toBe(200);
    expect(htmlLangOf(page.html)).toBe('hi');
    expect(titleOf(page.html)).toContain('डेट बाज़ार रिजल्ट');
    expect(canonicalOf(page.html)).toBe(`${ORIGIN}/hi${GAME}/2026/11/20`);
    expect(page.text).toContain('सुधारा गया');
    expect(page.html).toContain(`href="/hi${GAME}/2026/11/19"`);
    expect((await read(app, `/hi${GAME}/2026/11/18`)).text).toContain('प्रकाशित नहीं');
  });

  it("links each result of a game's month chart to its date's page", async () => {
    const month = await read(app, `${GAME}/2026/11`);

    expect(month.html).toMatch(new RegExp(`<td><a href="${GAME}/2026/11/21"[^>]*>17</a></td>`));
  });

  it.each([
    ['a date not in the calendar', `${GAME}/2026/02/30`],
    ['a date after today', `${GAME}/2026/11/23`],
    ['a year in the future', `${GAME}/2027/01/01`],
    ['a date before the archive', `${GAME}/1999/12/31`],
    ['a day not written in two digits', `${GAME}/2026/11/5`],
    ['a game that does not exist', '/satta-results/no%20such%20bazar/2026/11/20'],
    ['a Hindi address of a game that does not exist', '/hi/satta-results/no%20such%20bazar/2026/11/20'],
  ])('answers the 404 page for %s', async (_case, url) => {
    const page = await read(app, url);

    expect(page.status).toBe(404);
    expect(titleOf(page.html)).toBe(url.startsWith('/hi/') ? 'पेज नहीं मिला' : 'Page not found');
  });

  it("lists every game's result of the site's yesterday, in both languages", async () => {
    const english = await read(app, '/yesterday');
    const hindi = await read(app, '/hi/yesterday');

    expect(english.status).toBe(200);
    expect(titleOf(english.html)).toBe("Yesterday's Results 21 Nov 2026");
    expect(canonicalOf(english.html)).toBe(`${ORIGIN}/yesterday`);
    expect(english.text).toMatch(/Date Bazar.*17.*Early Bazar.*88/);
    expect(english.html).toContain(`href="${GAME}/2026/11/21"`);
    expect(hindi.status).toBe(200);
    expect(htmlLangOf(hindi.html)).toBe('hi');
    expect(hindi.text).toMatch(/डेट बाज़ार.*17.*अर्ली बाज़ार.*88/);
  });

  it('answers a date of a game as JSON, refusing a date that is not one', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/results/date%20bazar/dates/2026-11-20' });
    const notADate = await app.inject({ method: 'GET', url: '/api/results/date%20bazar/dates/2026-02-30' });
    const future = await app.inject({ method: 'GET', url: '/api/results/date%20bazar/dates/2026-11-23' });

    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      DateTime: '2026-11-20',
      Result: '24',
      DeclaredAt: '2026-11-20T11:30:00.000Z',
      CorrectedAt: '2026-11-20T13:00:00.000Z',
      Trail: [{ From: '42', To: '24', ChangedAt: '2026-11-20T13:00:00.000Z' }],
    });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().message).toBe('date: date must be a real calendar date');
    expect(future.statusCode).toBe(404);
  });
});
