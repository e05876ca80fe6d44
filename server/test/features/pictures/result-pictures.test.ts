import type { FastifyInstance } from 'fastify';
import { apiPaths, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket, type SocketAnswer } from '../../support/over-socket';
import { builtShell, metaProperty, titleOf } from '../../support/rendered-page';

// The Open Graph picture of a game's result of a date, drawn by the server, and the pages that name it.

const ORIGIN = 'https://results.example.com';
// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE.
const NOON = '2026-11-22T06:30:00.000Z';
const GAME = '/satta-results/date%20bazar';
const PICTURE = `/og${GAME}`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its first chunk, which the format requires to be IHDR. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const nameMeta = (html: string, name: string): string | undefined => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describeEachDatabase('result pictures', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let dateBazar: Ghadi;
  const time = movableClock(NOON);
  const get = (url: string, headers: Record<string, string> = {}): Promise<SocketAnswer> => requestOverSocket(app, url, headers);
  const publish = async (game: Ghadi, result: string, dateTime: string, at: string) => {
    time.set(at);
    const answer = await app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: game.id, result, dateTime } });
    expect(answer.statusCode).toBe(200);
    time.set(NOON);
  };

  beforeAll(async () => {
    app = await kit.build({ ...builtShell, PUBLIC_ORIGIN: ORIGIN, SITE_NAME: 'Ghadi Results' }, { clock: time.clock });
    token = await adminToken(app);
    dateBazar = await createGhadi(app, token, { NameEn: 'Date Bazar', NameHn: 'डेट बाज़ार', RTime: '05:00 PM', OrderId: 1 });
    await publish(dateBazar, '17', '2026-11-21', '2026-11-21T11:31:00.000Z');
    const holiday = await app.inject({ method: 'PUT', url: apiPaths.holiday.url(dateBazar.id, '2026-11-19'), headers: bearer(token) });
    expect(holiday.statusCode).toBeLessThan(300);
    await app.listen({ port: 0, host: '127.0.0.1' });
    // The first render loads the pages' bundle, which takes a busy machine longer than a test's time.
    expect((await app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  }, 90_000);

  it('draws a result as a PNG of 1200 x 630, cached like the pages', async () => {
    const picture = await get(`${PICTURE}/2026/11/21.png`, { 'accept-encoding': 'gzip' });
    const again = await get(`${PICTURE}/2026/11/21.png`, { 'if-none-match': String(picture.headers.etag) });

    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // A PNG compresses itself: sent as it is.
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['cache-control']).toBe('public, no-cache');
    expect(picture.headers['cdn-cache-control']).toMatch(/^public, max-age=\d+/);
    expect(pngSize(picture.body)).toEqual({ width: 1200, height: 630 });
    expect(again.status).toBe(304);
  });

  it('draws every state and each language apart', async () => {
    const pictures = await Promise.all(
      ['/2026/11/21.png', '/2026/11/19.png', '/2026/11/18.png', '/2026/11/22.png'].flatMap((date) => [get(`${PICTURE}${date}`), get(`/hi${PICTURE}${date}`)]),
    );

    for (const picture of pictures) {
      expect(picture.status).toBe(200);
      expect(pngSize(picture.body)).toEqual({ width: 1200, height: 630 });
    }
    // Declared, holiday, not published and upcoming, in English and Hindi: no two alike.
    expect(new Set(pictures.map((picture) => picture.body.toString('base64'))).size).toBe(pictures.length);
  });

  it('is drawn again when the result is corrected, and again when it is put back', async () => {
    const url = `${PICTURE}/2026/11/21.png`;
    const pictureOfPage = async () => metaProperty((await get(`${GAME}/2026/11/21`, { accept: 'text/html' })).body.toString('utf8'), 'og:image');
    const declared = await get(url);
    const hindiDeclared = await get(`/hi${url}`);
    const declaredAddress = await pictureOfPage();

    await publish(dateBazar, '71', '2026-11-21', '2026-11-21T12:00:00.000Z');
    const corrected = await get(url);
    const hindiCorrected = await get(`/hi${url}`);
    const correctedAddress = await pictureOfPage();
    await publish(dateBazar, '17', '2026-11-21', '2026-11-21T12:30:00.000Z');
    const correctedBack = await get(url);

    expect(pngSize(corrected.body)).toEqual({ width: 1200, height: 630 });
    expect(corrected.body.equals(declared.body)).toBe(false);
    expect(corrected.headers.etag).not.toBe(declared.headers.etag);
    expect(hindiCorrected.body.equals(hindiDeclared.body)).toBe(false);
    expect(correctedAddress).not.toBe(declaredAddress);
    // 17 again, but corrected (was 71): not the declared picture.
    expect(correctedBack.body.equals(declared.body)).toBe(false);
    expect(correctedBack.body.equals(corrected.body)).toBe(false);
  });

  it.each([
    ['a date not in the calendar', `${PICTURE}/2026/02/30.png`],
    ['a date after today', `${PICTURE}/2026/11/23.png`],
    ['a date before the archive', `${PICTURE}/1999/12/31.png`],
    ['a game that does not exist', '/og/satta-results/no%20such%20bazar/2026/11/20.png'],
    ['a Hindi address of a game that does not exist', '/hi/og/satta-results/no%20such%20bazar/2026/11/20.png'],
  ])('answers the not-found for %s', async (_case, url) => {
    const answer = await get(url);

    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).not.toBe('image/png');
  });

  it("names its picture in the head of a date's page and of the game's page, in both languages", async () => {
    const date = (await get(`${GAME}/2026/11/21`, { accept: 'text/html' })).body.toString('utf8');
    const hindiDate = (await get(`/hi${GAME}/2026/11/21`, { accept: 'text/html' })).body.toString('utf8');
    const game = (await get(GAME, { accept: 'text/html' })).body.toString('utf8');
    const hindiGame = (await get(`/hi${GAME}`, { accept: 'text/html' })).body.toString('utf8');

    // Versioned by when the result last changed, for apps that keep a shared page's picture by its address.
    expect(metaProperty(date, 'og:image')).toMatch(new RegExp(`^${ORIGIN}${PICTURE}/2026/11/21\\.png\\?v=[0-9a-z]+$`));
    expect(metaProperty(date, 'og:image:width')).toBe('1200');
    expect(metaProperty(date, 'og:image:height')).toBe('630');
    expect(metaProperty(date, 'og:image:alt')).toBe(titleOf(date));
    expect(nameMeta(date, 'twitter:card')).toBe('summary_large_image');
    expect(metaProperty(hindiDate, 'og:image')).toBe(metaProperty(date, 'og:image')!.replace(ORIGIN, `${ORIGIN}/hi`));
    expect(metaProperty(hindiDate, 'og:image:alt')).toContain('डेट बाज़ार');
    expect(nameMeta(hindiDate, 'twitter:card')).toBe('summary_large_image');
    // The game's page is its result of the site day.
    expect(metaProperty(game, 'og:image')).toBe(`${ORIGIN}${PICTURE}/2026/11/22.png`);
    expect(metaProperty(hindiGame, 'og:image')).toBe(`${ORIGIN}/hi${PICTURE}/2026/11/22.png`);
    expect(nameMeta(game, 'twitter:card')).toBe('summary_large_image');
    // Every picture a page names is there.
    for (const html of [date, hindiDate, game, hindiGame]) {
      const address = new URL(metaProperty(html, 'og:image')!);
      const picture = await get(`${address.pathname}${address.search}`);
      expect(pngSize(picture.body)).toEqual({ width: 1200, height: 630 });
    }
  });
});
