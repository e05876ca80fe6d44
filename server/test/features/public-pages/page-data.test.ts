import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  gameDayLine,
  gameDayText,
  namedGamesOf,
  sitePaths,
  valueOn,
  type DayValues,
  type DrawDay,
  type GameNames,
  type Ghadi,
  type PublicGhadi,
} from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { builtShell, homeBoardOf, homeGamesOf, monthOf, pageDataOf, queryData, visibleText, type PageData } from '../../support/rendered-page';

// What a server-rendered page hydrates from (its embedded page data) is the smallest form that rebuilds its
// tables: one row of values per game, nothing the page does not show, and never who published a result.

// 06:30 UTC is noon in Asia/Kolkata, the default SITE_TIMEZONE.
const NOON = '2026-11-22T06:30:00.000Z';

// Draw dates and values per game: October whole for the first, scattered days for the second, none for the third.
const octoberDays = Array.from({ length: 31 }, (_, index) => `2026-10-${String(index + 1).padStart(2, '0')}`);
const published: Array<[gameIndex: number, date: string, value: string]> = [
  ...octoberDays.map((date, index): [number, string, string] => [0, date, String((index * 7 + 3) % 100).padStart(2, '0')]),
  [0, '2026-11-21', '17'],
  [0, '2026-11-22', '42'],
  [1, '2026-10-05', '123-68-459'],
  [1, '2026-11-02', '5'],
  [1, '2026-11-22', '09'],
];

/** The cells of each body row of the page's chart table (`className` picks which), as text. */
function tableRows(html: string, className: string): string[][] {
  const table = new RegExp(`<table class="${className}">([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '';
  const body = table.slice(table.indexOf('<tbody>'));
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) => [...row!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map(([, cell]) => cell!.replace(/^<a [^>]*>([\s\S]*)<\/a>$/, '$1')));
}

/** The rows of the page's list of one date's results: the game's name, the address it leads to, and its result. */
function dayRows(html: string): Array<[name: string, href: string, result: string]> {
  const table = /<table class="day-results">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<th scope="row"><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/th><td>([\s\S]*?)<\/td>/g)].map(([, href, name, cell]) => [name!, href!, cell!]);
}

/** Day 1 to 31 by `columns`: each cell the column's value of that day, else ---, as the charts draw them. */
const expectedRows = (columns: Array<DayValues | undefined>): string[][] =>
  Array.from({ length: 31 }, (_, index) => columns.map((days) => valueOn(days, index + 1) ?? '---'));

/** The home page's game cards as drawn: name, Yesterday's and Today's figures (null: none shown), the state line's text. */
function gameCards(html: string): Array<[name: string, yesterday: string | null, today: string | null, stateLine: string]> {
  const figure = (cell: string | undefined) => /<strong class="result-value">([^<]*)</.exec(cell ?? '')?.[1] ?? null;
  return [...html.matchAll(/<li class="game-card card">([\s\S]*?)<\/li>/g)].map(([, card]) => {
    const [yesterday, today] = [...card!.matchAll(/<dd>([\s\S]*?)<\/dd>/g)].map(([, cell]) => cell);
    const stateLine = /<p class="game-state[^"]*">([\s\S]*?)<\/p>/.exec(card!)?.[1] ?? '';
    return [/<h3[^>]*>([^<]*)</.exec(card!)![1]!, figure(yesterday), figure(today), visibleText(stateLine).replace(/<[^>]*>/g, '')];
  });
}

/** Every day's value in `days`, '' for none: what a page's day values say, whatever their form. */
const daysOf = (days: DayValues): string[] => Array.from({ length: 31 }, (_, index) => valueOn(days, index + 1) ?? '');

describeEachDatabase('the data a public page hydrates from', (kit) => {
  let app: FastifyInstance;
  let games: Ghadi[];
  let publisherId: string;

  beforeAll(async () => {
    app = await kit.build(builtShell, { clock: movableClock(NOON).clock });
    const token = await adminToken(app);
    games = [
      await createGhadi(app, token, { NameEn: 'Data Bazar', NameHn: 'डेटा बाज़ार', OrderId: 1 }),
      await createGhadi(app, token, { NameEn: 'Data Night', NameHn: 'डेटा नाइट', OrderId: 2 }),
      await createGhadi(app, token, { NameEn: 'Data Quiet', NameHn: 'डेटा शांत', OrderId: 3 }),
    ];
    for (const [gameIndex, dateTime, result] of published) {
      const payload = { ghadiId: games[gameIndex]!.id, result, dateTime };
      const answer = await app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload });
      expect(answer.statusCode).toBe(200);
    }
    // The JSON API keeps the spec's shape, with who published each result; pages must not carry it.
    const month = await app.inject({ method: 'GET', url: `${apiPaths.results}?month=11&year=2026` });
    publisherId = month.json().data[0].CreatedById;
    expect(publisherId).toEqual(expect.any(String));
  });

  afterAll(() => app.close());

  const page = async (url: string): Promise<{ html: string; data: PageData }> => {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    return { html: answer.body, data: pageDataOf(answer.body)! };
  };

  /** The values published for game `gameIndex` in `yearMonth` (`2026-10`) on each day 1 to 31, '' for none. */
  const publishedDays = (gameIndex: number, yearMonth: string): string[] => {
    const days = Array<string>(31).fill('');
    for (const [index, date, value] of published) if (index === gameIndex && date.startsWith(yearMonth)) days[Number(date.slice(8)) - 1] = value;
    return days;
  };
  const publishedIn = (gameIndex: number, yearMonth: string): boolean => publishedDays(gameIndex, yearMonth).some((value) => value !== '');

  it.each(['/record-chart/2026/10', '/hi/record-chart/2026/10', '/', '/hi/'])('%s: every game\'s month, one row of values per game', async (url) => {
    const { html, data } = await page(url);
    const month = url.endsWith('/10') ? '2026-10' : '2026-11';
    const [year, monthNumber] = month.split('-').map(Number);
    const values = monthOf(data, year!, monthNumber!)!;

    const byGameOrder = [...values].sort(([a], [b]) => a - b).map(([gid, days]) => [gid, daysOf(days)]);
    expect(byGameOrder).toEqual(games.flatMap((game, index) => (publishedIn(index, month) ? [[game.GID, publishedDays(index, month)]] : [])));
    // The table the page drew is exactly the one these values rebuild, column by column in the games' order.
    const byGid = new Map(values);
    expect(tableRows(html, 'data-table record-chart')).toEqual(expectedRows(games.map((game) => byGid.get(game.GID))));
  });

  it.each(['/satta-results/data%20bazar/2026/10', '/hi/satta-results/data%20night'])('%s: the game named once, its day values', async (url) => {
    const { html, data } = await page(url);
    const chart = queryData<{ ghadi: Record<string, unknown>; days: DayValues }>(data, 'results', 'game')!;
    const gameIndex = url.includes('night') ? 1 : 0;

    expect(chart.ghadi).toEqual(expect.objectContaining({ GID: games[gameIndex]!.GID }));
    expect(daysOf(chart.days)).toEqual(publishedDays(gameIndex, url.includes('night') ? '2026-11' : '2026-10'));
    expect(tableRows(html, 'data-table game-record-table')).toEqual(expectedRows([chart.days]));
  });

  it('a game\'s year: the day values of each month', async () => {
    const { html, data } = await page('/satta-results/data%20bazar/2026');
    const chart = queryData<{ months: DayValues[] }>(data, 'results', 'game-year')!;

    expect(chart.months.map(daysOf)).toEqual(Array.from({ length: 12 }, (_, index) => publishedDays(0, `2026-${String(index + 1).padStart(2, '0')}`)));
    expect(tableRows(html, 'data-table record-chart')).toEqual(expectedRows(chart.months));
  });

  it.each(['/', '/hi/'])('%s: the games, named once, and their day in columns rebuild the cards the page drew and the API\'s answers', async (url) => {
    const { html, data } = await page(url);
    const language = url === '/' ? 'en' : 'hi';
    const listed = homeGamesOf(data)!;
    const board = homeBoardOf(data)!;

    // What the browser would make of the JSON API's answers after hydration: the very same games and board.
    const apiGames = (await app.inject({ method: 'GET', url: apiPaths.ghadis })).json().data as PublicGhadi[];
    const apiBoard = (await app.inject({ method: 'GET', url: apiPaths.drawDay })).json().data as DrawDay;
    expect(listed).toEqual(apiGames.map(({ GID, NameEn, NameHn, RTime, YesterdayResult, TodayResult }) => ({ GID, NameEn, NameHn, RTime, YesterdayResult, TodayResult })));
    expect(board).toEqual({ ...apiBoard, games: apiBoard.games.map(({ ghadi: _named, ...game }) => game) });
    expect(listed.map((game) => game.GID)).toEqual(games.map((game) => game.GID));

    // The cards the page drew, exactly: names, both figures and each state line (its time from the board's instants).
    const now = Date.parse(NOON);
    expect(gameCards(html)).toEqual(
      listed.map((game, index) => [
        language === 'en' ? game.NameEn : game.NameHn,
        game.YesterdayResult,
        game.TodayResult,
        gameDayLine(gameDayText(board.games[index]!, now, 'Asia/Kolkata', { language })),
      ]),
    );
    expect(gameCards(html).map(([, yesterday, today]) => [yesterday, today])).toEqual([['17', '42'], [null, '09'], [null, null]]);
    // Each game's names once in the whole page data.
    const text = JSON.stringify(data);
    for (const game of games) for (const name of [game.NameEn, game.NameHn]) expect(text.split(JSON.stringify(name)).length - 1).toBe(1);
  });

  it.each([
    ['/yesterday', '2026-11-21'],
    ['/hi/yesterday', '2026-11-21'],
    ['/satta-results/data%20bazar/2026/10/05', '2026-10-05'],
    ['/hi/satta-results/data%20bazar/2026/10/05', '2026-10-05'],
  ])('%s: the names in the page\'s language (and English ones for its links) rebuild the list of the date\'s results, and nothing else of the games', async (url, date) => {
    const { html, data } = await page(url);
    const language = url.startsWith('/hi/') ? 'hi' : 'en';
    const namesIn = (named: 'en' | 'hi') => namedGamesOf(queryData<GameNames>(data, 'ghadis', 'names', named)!);
    const expected = games.map((game, index) => {
      const value = published.find(([gameIndex, day]) => gameIndex === index && day === date)?.[2] ?? '---';
      const path = sitePaths.gameDate(game.NameEn, date);
      return [language === 'en' ? game.NameEn : game.NameHn, language === 'en' ? path : `/hi${path}`, value];
    });

    expect(dayRows(html)).toEqual(expected);
    expect(namesIn(language)).toEqual(games.map((game) => ({ GID: game.GID, name: language === 'en' ? game.NameEn : game.NameHn })));
    if (language === 'hi') expect(namesIn('en').map((game) => game.name)).toEqual(games.map((game) => game.NameEn));
    // Neither the whole list's times and results nor, on an English page, the Hindi names.
    expect(homeGamesOf(data)).toBeUndefined();
    if (language === 'en') expect(queryData(data, 'ghadis', 'names', 'hi')).toBeUndefined();
  });

  it.each(['/', '/hi/', '/record-chart/2026/11', '/satta-results/data%20bazar', '/satta-results/data%20bazar/2026', '/yesterday'])(
    '%s carries no user id, nor the fields of the API\'s result rows',
    async (url) => {
      const { html, data } = await page(url);
      const text = JSON.stringify(data);

      expect(html).not.toContain(publisherId);
      for (const field of ['CreatedById', 'isActive', '"Name"', 'DateTime']) expect(text).not.toContain(field);
    },
  );
});
