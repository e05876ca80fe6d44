import { act, screen, waitFor, within } from '@testing-library/react';
import { apiPaths, changeTags, SITE_CHANGE_EVENT, type DrawDay, type GameDay } from '@ghadi/contracts';
import { buildGameDay, buildHoliday, FakeEventSource, identityOf, installFakeEventSource } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

// The clock stands at 2026-11-22 12:00 PM in Kolkata (FIXED_NOW).
const { server, context } = setupPublicApi();
installFakeEventSource();

const requested: string[] = [];
beforeAll(() => server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname)));
beforeEach(() => {
  requested.length = 0;
});

// Each test's site has new games: Kalyan and Milan Day by their GIDs.
let kalyan = 0;
let milan = 0;
beforeEach(() => {
  [kalyan, milan] = context.site.games.map((game) => game.GID) as [number, number];
});

function board(games: GameDay[], lastUpdatedAt: string | null = null): DrawDay {
  return { day: '2026-11-22', lastUpdatedAt, games };
}

const card = (name: string) => within(screen.getByRole('region', { name: 'SATTA CHART' })).getByRole('heading', { name }).closest('li')!;

async function openHome() {
  renderApp('/');
  await screen.findAllByText('Kalyan');
}

/** The live stream's connection, once the page has opened it. */
async function liveStream() {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0]!;
  stream.signal('open');
  return (change: object) => act(() => stream.push(SITE_CHANGE_EVENT, JSON.stringify(change)));
}

test('each game card says where its day stands, under its numbers, and the page says when results last changed', async () => {
  context.site.drawDay = board(
    [
      buildGameDay({ GID: kalyan }, { state: 'declared', result: '12', declaredAt: '2026-11-22T05:47:00Z', dueAt: '2026-11-22T05:45:00Z' }),
      buildGameDay({ GID: milan }, { dueAt: '2026-11-22T07:35:00Z' }),
    ],
    '2026-11-22T05:47:00Z',
  );
  await openHome();

  expect(await within(card('Kalyan')).findByText('Declared 11:17 AM')).toBeInTheDocument();
  expect(card('Kalyan')).toHaveTextContent(/Kalyan.*04:00 PM.*Yesterday.*78.*Today.*12.*Declared 11:17 AM.*Record Chart/);
  expect(within(card('Milan Day')).getByRole('timer')).toHaveTextContent('in 1 h 05 min');
  expect(card('Milan Day')).toHaveTextContent('Upcoming in 1 h 05 min');
  expect(screen.getByText('Last updated: 22 Nov 2026, 11:17 AM')).toBeInTheDocument();
});

test('the live strip opens the page with the next game due, the games awaited and the latest result', async () => {
  context.site.drawDay = board([
    buildGameDay({ GID: kalyan }, { state: 'awaited', dueAt: '2026-11-22T06:00:00Z' }),
    buildGameDay({ GID: milan }, { state: 'corrected', result: '90', declaredAt: '2026-11-22T05:00:00Z', correctedAt: '2026-11-22T05:20:00Z', previousResult: '09' }),
  ]);
  await openHome();

  const strip = await screen.findByRole('region', { name: 'Live' });
  expect(strip).toHaveTextContent('Waiting: Kalyan');
  expect(strip).toHaveTextContent('Latest: Milan Day 90 at 10:50 AM');
  expect(strip).not.toHaveTextContent('Next:');
  // First under the page's one heading.
  const [heading, first] = screen.getByRole('main').children;
  expect(heading).toBe(screen.getByRole('heading', { level: 1 }));
  expect(first).toBe(strip);
  expect(card('Kalyan')).toHaveTextContent('Waiting (30 min late)');
  expect(card('Milan Day')).toHaveTextContent('Corrected 10:50 AM (was 09)');
});

test('a declaration reaches the open page through the live stream, without a reload', async () => {
  context.site.drawDay = board([buildGameDay({ GID: kalyan }, { state: 'awaited', dueAt: '2026-11-22T06:00:00Z' }), buildGameDay({ GID: milan })]);
  await openHome();
  await within(card('Kalyan')).findByText('Waiting (30 min late)');
  const publish = await liveStream();

  context.site.games[0]!.TodayResult = '55';
  context.site.drawDay = board(
    [buildGameDay({ GID: kalyan }, { state: 'declared', result: '55', declaredAt: '2026-11-22T06:29:00Z' }), buildGameDay({ GID: milan })],
    '2026-11-22T06:29:00Z',
  );
  requested.length = 0;
  publish({ what: 'result', ghadi: identityOf(context.site.games[0]!), date: '2026-11-22', reads: changeTags.result('kalyan', '2026-11-22', '2026-11-21') });

  expect(await within(card('Kalyan')).findByText('Declared 11:59 AM')).toBeInTheDocument();
  // What shows that result, and nothing else: the games' list, the month's results, the day's board.
  await waitFor(() => expect([...requested].sort()).toEqual([apiPaths.drawDay, apiPaths.ghadis, apiPaths.results].sort()));
  expect(card('Kalyan')).toHaveTextContent(/Today.*55/);
  expect(screen.getByRole('region', { name: 'Live' })).toHaveTextContent('Latest: Kalyan 55 at 11:59 AM');
  expect(screen.getByText('Last updated: 22 Nov 2026, 11:59 AM')).toBeInTheDocument();
});

test('a passing result time moves the states only: the page re-reads the day’s board and nothing else', async () => {
  // No countdown to run out: the game's time cannot be read, so only the server can say it is awaited.
  context.site.drawDay = board([buildGameDay({ GID: kalyan }), buildGameDay({ GID: milan })]);
  await openHome();
  await within(card('Kalyan')).findByText('Upcoming');
  const publish = await liveStream();
  requested.length = 0;

  context.site.drawDay = board([buildGameDay({ GID: kalyan }, { state: 'awaited' }), buildGameDay({ GID: milan })]);
  publish({ what: 'clock', reads: changeTags.clock() });

  expect(await within(card('Kalyan')).findByText('Waiting')).toBeInTheDocument();
  expect(requested).toEqual([apiPaths.drawDay]);
});

test('a holiday marked while the page is open shows on the card and in the month’s chart', async () => {
  await openHome();
  const publish = await liveStream();

  context.site.drawDay = board([buildGameDay({ GID: kalyan }), buildGameDay({ GID: milan }, { state: 'holiday' })]);
  context.site.holidays = [buildHoliday({ GID: milan }, '2026-11-22')];
  requested.length = 0;
  publish({ what: 'holiday', ghadi: identityOf(context.site.games[1]!), date: '2026-11-22', reads: changeTags.holiday('2026-11-22', '2026-11-21') });

  await waitFor(() => expect(card('Milan Day').querySelector('.game-state')).toHaveTextContent('Holiday'));
  expect(todayOf('Milan Day')).toBe('Holiday');
  const chart = within(screen.getByRole('region', { name: 'Record Chart' })).getByRole('table');
  await waitFor(() => expect(within(within(chart).getAllByRole('row')[22]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['---', 'HHoliday']));
  expect(within(chart).getByText('Holiday')).toHaveClass('visually-hidden');
  expect(screen.getByText('H: holiday, the game did not run that day.')).toBeInTheDocument();
  // The holidays and the board; the results and the games' list did not change.
  expect([...new Set(requested)].sort()).toEqual([apiPaths.drawDay, apiPaths.holidays].sort());
});

/** What a card shows under Today. */
const todayOf = (name: string) => within(card(name)).getByText('Today').nextElementSibling?.textContent;

test('a card’s Today agrees with its state: a dash before the time, Holiday on a holiday, Waiting (the state’s own word) from the second the time passes', async () => {
  context.site.games = context.site.games.map((game) => ({ ...game, TodayResult: null }));
  context.site.drawDay = board([
    buildGameDay({ GID: kalyan }, { dueAt: '2026-11-22T06:30:03Z' }),
    buildGameDay({ GID: milan }, { state: 'holiday', dueAt: '2026-11-22T06:00:00Z' }),
  ]);
  await openHome();
  await within(card('Kalyan')).findByText(/Upcoming/);

  expect(todayOf('Kalyan')).toBe('---');
  expect(todayOf('Milan Day')).toBe('Holiday');
  expect(card('Milan Day')).toHaveTextContent(/Today\s*Holiday\s*Holiday/);

  jest.setSystemTime(new Date('2026-11-22T06:30:04Z'));
  await waitFor(() => expect(todayOf('Kalyan')).toBe('Waiting'));
  // One word for the state: the state line under Today says the same.
  expect(within(card('Kalyan')).getAllByText('Waiting')).toHaveLength(2);
});
