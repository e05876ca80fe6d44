import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { apiPaths, serverMessages, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { insertGhadiRow, movableClock, postResult } from '../../fixtures';

const ORIGIN = 'https://results.example';
const ATOM = 'http://www.w3.org/2005/Atom';

type Element = Record<string, unknown>;
type Link = { '@rel'?: string; '@href'?: string };

// Every element that may repeat is a list, whatever a feed holds; values stay the text they are.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['entry', 'link', 'author'].includes(name),
});

/** A feed as a reader's XML parser sees it: a document that is not well-formed fails the test. */
function parseFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = (parser.parse(xml) as { feed: Element }).feed;
  const links = (element: Element) => ((element.link ?? []) as Link[]).map((link) => [link['@rel'], link['@href']]);
  return {
    namespace: feed['@xmlns'],
    language: feed['@xml:lang'],
    id: feed.id,
    title: feed.title,
    updated: feed.updated,
    author: ((feed.author ?? []) as Element[]).map((author) => author.name),
    links: links(feed),
    entries: ((feed.entry ?? []) as Element[]).map((entry) => ({ id: entry.id, title: entry.title, updated: entry.updated, link: links(entry) })),
  };
}

describeEachDatabase('result feeds', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let kalyan: Ghadi;
  let disawar: Ghadi;
  const time = movableClock('2026-11-20T11:00:00.000Z');
  const publish = async (ghadi: Ghadi, result: string, dateTime: string, at: string) => {
    time.set(at);
    expect((await postResult(app, admin, { ghadiId: ghadi.id, result, dateTime })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await kit.build({ PUBLIC_ORIGIN: ORIGIN, SITE_NAME: 'Ghadi Results', SITE_TIMEZONE: 'Asia/Kolkata' }, { clock: time.clock });
    admin = await adminToken(app);
    kalyan = await createGhadi(app, admin, { NameEn: 'Kalyan', NameHn: 'कल्याण', OrderId: 1 });
    disawar = await createGhadi(app, admin, { NameEn: 'Disawar', NameHn: 'दिसावर', OrderId: 2 });
    const gone = await createGhadi(app, admin, { NameEn: 'Gone Bazar', OrderId: 3 });
    await publish(kalyan, '42', '2026-11-19', '2026-11-20T11:47:00.000Z');
    await publish(disawar, '07', '2026-11-20', '2026-11-20T12:10:00.000Z');
    // The same value again publishes nothing new; a different one is a correction.
    await publish(kalyan, '42', '2026-11-19', '2026-11-20T12:20:00.000Z');
    await publish(kalyan, '45', '2026-11-19', '2026-11-20T12:40:00.000Z');
    await publish(gone, '88', '2026-11-20', '2026-11-20T12:50:00.000Z');
    await app.inject({ method: 'DELETE', url: apiPaths.ghadi.url(gone.id), headers: bearer(admin) });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('lists every published value newest first, a correction as its own entry naming the earlier value, in valid Atom', async () => {
    const response = await get(apiPaths.resultsFeed);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBeUndefined();
    const feed = parseFeed(response.body);
    expect(feed.namespace).toBe(ATOM);
    expect(feed.language).toBe('en');
    expect(feed.id).toBe(`${ORIGIN}${apiPaths.resultsFeed}`);
    expect(feed.title).toBe('Ghadi Results: results');
    expect(feed.author).toEqual(['Ghadi Results']);
    expect(feed.links).toEqual([
      ['self', `${ORIGIN}${apiPaths.resultsFeed}`],
      ['alternate', `${ORIGIN}/`],
    ]);
    // Site time (Asia/Kolkata, UTC+5:30); the deleted game's value is gone with it.
    expect(feed.entries.map((entry) => [entry.title, entry.updated])).toEqual([
      ['Kalyan (कल्याण): 45, corrected 06:10 PM (was 42), 19-11-2026', '2026-11-20T12:40:00.000Z'],
      ['Disawar (दिसावर): 07, declared 05:40 PM, 20-11-2026', '2026-11-20T12:10:00.000Z'],
      ['Kalyan (कल्याण): 42, declared 05:17 PM, 19-11-2026', '2026-11-20T11:47:00.000Z'],
    ]);
    // The feed changed when its newest entry did.
    expect(feed.updated).toBe('2026-11-20T12:40:00.000Z');
    expect(feed.entries.map((entry) => entry.link)).toEqual([
      [['alternate', `${ORIGIN}/satta-results/kalyan/2026/11/19`]],
      [['alternate', `${ORIGIN}/satta-results/disawar/2026/11/20`]],
      [['alternate', `${ORIGIN}/satta-results/kalyan/2026/11/19`]],
    ]);
    const ids = feed.entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^tag:results\.example,2026:result-history\/\d+$/);
  });

  it("keeps each entry's id when newer ones arrive, is fresh after a write, and answers 304 to a reader that has it", async () => {
    const before = await get(apiPaths.resultsFeed);
    const etag = String(before.headers.etag);
    expect((await get(apiPaths.resultsFeed, { 'if-none-match': etag })).statusCode).toBe(304);

    await publish(disawar, '12', '2026-11-21', '2026-11-21T12:00:00.000Z');

    const after = await get(apiPaths.resultsFeed, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const [newest, ...older] = parseFeed(after.body).entries;
    expect(newest?.title).toBe('Disawar (दिसावर): 12, declared 05:30 PM, 21-11-2026');
    expect(older.map((entry) => entry.id)).toEqual(parseFeed(before.body).entries.map((entry) => entry.id));
  });

  it("gives one game's feed at its address, and refuses an unknown game or another file name", async () => {
    const response = await get(apiPaths.gameFeed.url(kalyan.key));
    expect(response.statusCode).toBe(200);
    const feed = parseFeed(response.body);
    expect(feed.id).toBe(`${ORIGIN}/api/feeds/games/kalyan.atom`);
    expect(feed.title).toBe('Ghadi Results: Kalyan results');
    expect(feed.links).toContainEqual(['alternate', `${ORIGIN}/satta-results/kalyan`]);
    expect(feed.entries.map((entry) => entry.title)).toEqual([
      'Kalyan (कल्याण): 45, corrected 06:10 PM (was 42), 19-11-2026',
      'Kalyan (कल्याण): 42, declared 05:17 PM, 19-11-2026',
    ]);

    const unknown = await get(apiPaths.gameFeed.url('no-such-game'));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, serverMessages.ghadiNotFound]);
    const wrong = await get('/api/feeds/games/kalyan.rss');
    expect([wrong.statusCode, wrong.json().message, wrong.json().rule]).toEqual([400, "file: The file name must be a game's name in its address followed by .atom", 'feedFileName']);
    const wrongInHindi = await get('/api/feeds/games/kalyan.rss', { 'accept-language': 'hi' });
    expect(wrongInHindi.json().message).toBe('file: फ़ाइल का नाम गेम के पते वाला नाम और उसके बाद .atom होना चाहिए');
  });

  it('gives both feeds in Hindi at their own addresses: Hindi names, words and dates, linking the Hindi pages, the same entries', async () => {
    const response = await get(apiPaths.hindiResultsFeed);
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'application/atom+xml; charset=utf-8']);
    const feed = parseFeed(response.body);
    expect(feed.language).toBe('hi');
    expect(feed.id).toBe(`${ORIGIN}/api/feeds/hi/results.atom`);
    expect(feed.title).toBe('Ghadi Results: रिजल्ट');
    expect(feed.links).toEqual([
      ['self', `${ORIGIN}/api/feeds/hi/results.atom`],
      ['alternate', `${ORIGIN}/hi/`],
    ]);
    expect(feed.entries.map((entry) => [entry.title, entry.link])).toEqual([
      ['दिसावर: 12, घोषित 05:30 PM, 21 नव॰ 2026', [['alternate', `${ORIGIN}/hi/satta-results/disawar/2026/11/21`]]],
      ['कल्याण: 45, सुधारा गया 06:10 PM (पहले 42), 19 नव॰ 2026', [['alternate', `${ORIGIN}/hi/satta-results/kalyan/2026/11/19`]]],
      ['दिसावर: 07, घोषित 05:40 PM, 20 नव॰ 2026', [['alternate', `${ORIGIN}/hi/satta-results/disawar/2026/11/20`]]],
      ['कल्याण: 42, घोषित 05:17 PM, 19 नव॰ 2026', [['alternate', `${ORIGIN}/hi/satta-results/kalyan/2026/11/19`]]],
    ]);
    // The same published values as the English feed, by the same ids.
    const english = parseFeed((await get(apiPaths.resultsFeed)).body);
    expect(feed.entries.map((entry) => [entry.id, entry.updated])).toEqual(english.entries.map((entry) => [entry.id, entry.updated]));

    const game = parseFeed((await get(apiPaths.hindiGameFeed.url(kalyan.key))).body);
    expect([game.language, game.id, game.title]).toEqual(['hi', `${ORIGIN}/api/feeds/hi/games/kalyan.atom`, 'Ghadi Results: कल्याण रिजल्ट']);
    expect(game.links).toContainEqual(['alternate', `${ORIGIN}/hi/satta-results/kalyan`]);
    expect(game.entries.map((entry) => entry.title)).toEqual(['कल्याण: 45, सुधारा गया 06:10 PM (पहले 42), 19 नव॰ 2026', 'कल्याण: 42, घोषित 05:17 PM, 19 नव॰ 2026']);
    const unknown = await get(apiPaths.hindiGameFeed.url('no-such-game'));
    expect(unknown.statusCode).toBe(404);
  });

  it('names a game with no Hindi name by its English one in the Hindi feed, and is fresh after a write there too', async () => {
    // The form asks for a Hindi name; games from before it did may have none.
    const plain = await insertGhadiRow(app, { nameEn: 'Plain Bazar', nameHn: '' });
    const before = parseFeed((await get(apiPaths.hindiResultsFeed)).body);
    time.set('2026-11-21T13:00:00.000Z');
    expect((await postResult(app, admin, { ghadiId: plain.id, result: '33', dateTime: '2026-11-21' })).statusCode).toBe(200);

    const after = parseFeed((await get(apiPaths.hindiResultsFeed)).body);
    expect(after.entries[0]?.title).toBe('Plain Bazar: 33, घोषित 06:30 PM, 21 नव॰ 2026');
    expect(after.entries.slice(1).map((entry) => entry.id)).toEqual(before.entries.map((entry) => entry.id));
    expect(parseFeed((await get(apiPaths.hindiGameFeed.url('plain bazar'))).body).title).toBe('Ghadi Results: Plain Bazar रिजल्ट');
  });

  it('is a valid empty feed for a game with nothing published yet', async () => {
    const quiet = await createGhadi(app, admin, { NameEn: 'Quiet Bazar', OrderId: 4 });
    const feed = parseFeed((await get(apiPaths.gameFeed.url(quiet.key))).body);
    expect(feed.entries).toEqual([]);
    expect(feed.updated).toBe('1970-01-01T00:00:00.000Z');
  });
});
