import type { FastifyInstance } from 'fastify';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn, sitePaths } from '@ghadi/contracts';
import { PAGE_SCRIPT_SOURCE } from '../../../src/http/content-security-policy';
import { adminToken, createGhadi, describeEachDatabase } from '../../helper';
import { postResult } from '../../fixtures';
import { requestOverSocket, type SocketAnswer } from '../../support/over-socket';
import { builtShell, canonicalOf } from '../../support/rendered-page';

const directive = (policy: unknown, name: string) =>
  String(policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** Everything a client can observe, but the clock. */
const observable = ({ headers: { date: _date, ...headers }, ...rest }: SocketAnswer) => ({ ...rest, headers });

describeEachDatabase('the embeddable widget', (kit) => {
  let app: FastifyInstance;
  let token: string;
  let gameId: string;

  beforeAll(async () => {
    app = await kit.build({ ...builtShell, PUBLIC_ORIGIN: 'https://results.example.in' });
    token = await adminToken(app);
    gameId = (await createGhadi(app, token, { NameEn: 'Kalyan Morning', NameHn: 'कल्याण मॉर्निंग', OrderId: 1 })).id;
    await createGhadi(app, token, { NameEn: 'Milan Day', NameHn: 'मिलन डे', OrderId: 2 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('is a server-rendered page with its own small script, no cookie and no index entry', async () => {
    for (const url of [sitePaths.widget(), sitePaths.widget('Kalyan Morning'), `/hi${sitePaths.widget('Kalyan Morning')}`]) {
      const page = await app.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.body).toContain('<main id="widget"');
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      // The widget's entry only: none of the site's app.
      expect(page.body).toMatch(/<script defer src="\/static\/js\/widget\.[0-9a-f]{8}\.js"><\/script>/);
      expect(page.body).not.toMatch(/static\/js\/main\./);
    }
    expect((await app.inject({ url: sitePaths.widget('No Such Game') })).statusCode).toBe(404);
  });

  it('finds a game by the same name key as its game page, in both languages', async () => {
    /** The game an answer shows: the game page's own address, or the one the widget links to. */
    const widgetGame = (body: string) => /<a href="([^"]*\/satta-results\/[^"]*)"/.exec(body)?.[1];
    // The spellings a partner copies by hand: the name as written, another case, doubled and non-breaking
    // spaces, a fullwidth letter; and one no game has.
    const spellings = ['Kalyan%20Morning', 'KALYAN%20MORNING', 'kalyan%20%20morning', 'Kalyan%C2%A0Morning', '%EF%BC%ABalyan%20Morning', 'Milan%20Day', 'Kalyan-Morning', 'Kalyan%20Morning/today'];
    for (const name of spellings) {
      for (const [widget, game] of [
        [`/widget/${name}`, `/satta-results/${name}`],
        [`/hi/widget/${name}`, `/hi/satta-results/${name}`],
        [`/widget/${name}?lang=hi`, `/hi/satta-results/${name}`],
      ] as const) {
        const [widgetPage, gamePage] = [await app.inject({ url: widget }), await app.inject({ url: game })];
        expect([widget, widgetPage.statusCode]).toEqual([widget, gamePage.statusCode]);
        if (gamePage.statusCode === 200) expect([widget, widgetGame(widgetPage.body)]).toEqual([widget, canonicalOf(gamePage.body)]);
      }
    }
    expect((await app.inject({ url: '/widget/Kalyan%20Morning' })).body).toContain('https://results.example.in/satta-results/kalyan%20morning');
    expect((await app.inject({ url: '/widget/Kalyan-Morning' })).statusCode).toBe(404);
  });

  it('may be framed by any site, while every other page and answer still refuses to be', async () => {
    for (const url of [sitePaths.widget(), sitePaths.widget('Milan Day'), '/hi/widget', sitePaths.widget('No Such Game')]) {
      const { headers } = await app.inject({ url });
      expect([url, directive(headers['content-security-policy'], 'frame-ancestors'), headers['x-frame-options']]).toEqual([url, 'frame-ancestors *', undefined]);
      // Framable, but as locked down as the pages otherwise.
      expect(directive(headers['content-security-policy'], 'script-src')).toBe(`script-src 'self' ${PAGE_SCRIPT_SOURCE}`);
    }
    for (const url of [sitePaths.home, sitePaths.gameChart('Milan Day'), '/hi/', sitePaths.about, '/admin/login', '/no-such-page', '/widgets']) {
      const { headers } = await app.inject({ url });
      expect([url, directive(headers['content-security-policy'], 'frame-ancestors'), headers['x-frame-options']]).toEqual([url, "frame-ancestors 'none'", 'SAMEORIGIN']);
    }
    // An API answer is no document: its policy alone refuses framing.
    const { headers } = await app.inject({ url: apiPaths.ghadis });
    expect([directive(headers['content-security-policy'], 'frame-ancestors'), headers['x-frame-options']]).toEqual(["frame-ancestors 'none'", undefined]);
  });

  it('is answered from memory with the same framing headers as the full path', async () => {
    for (const url of [sitePaths.widget(), sitePaths.home]) {
      app.publicCache.clear();
      const full = await requestOverSocket(app, url, { 'accept-encoding': 'gzip' });
      const fromMemory = await requestOverSocket(app, url, { 'accept-encoding': 'gzip' });
      expect(observable(fromMemory)).toEqual(observable(full));
    }
  });

  it("shows a result as soon as its write is acknowledged, and the game's snippet gives its address", async () => {
    const url = sitePaths.widget('Kalyan Morning');
    expect((await app.inject({ url })).body).not.toContain('>42<');

    expect((await postResult(app, token, { ghadiId: gameId, result: '42', dateTime: drawDateIn(DEFAULT_SITE_TIME_ZONE) })).statusCode).toBe(200);

    expect((await app.inject({ url })).body).toContain('<strong class="widget-result">42</strong>');
    const gamePage = await app.inject({ url: sitePaths.gameChart('Kalyan Morning') });
    expect(gamePage.body).toContain('https://results.example.in/widget/kalyan%20morning');
  });
});
