import { act, screen, within } from '@testing-library/react';
import { apiPaths, changeTags, DRAW_DAY_POLL_MS, type DrawDay, type GameDay } from '@ghadi/contracts';
import { buildGameDay, failingRoute, FakeEventSource, identityOf, installFakeEventSource } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();
installFakeEventSource();
afterEach(() => jest.useRealTimers());

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const board = (games: GameDay[]): DrawDay => ({ day: '2026-11-24', lastUpdatedAt: null, games });

/** The board's rows as the admin reads them: game, result time, state, result, agent. */
async function boardRows() {
  const table = await screen.findByRole('table', { name: "Today's board" });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 5).map((cell) => cell.textContent));
}

/** Seven games: two late (Ravi answers for the less late one), two upcoming, one declared, one corrected, one off. */
function seedDay() {
  const ravi = db().addAgent({ DisplayName: 'Ravi' });
  const game = (NameEn: string, RTime: string) => db().addGhadi({ NameEn, RTime });
  const kalyan = game('Kalyan', '01:00 PM');
  const milan = game('Milan', '02:00 PM');
  db().assign(ravi, milan);
  db().drawDay = board([
    buildGameDay(kalyan, { dueAt: at(90) }),
    buildGameDay(milan, { state: 'awaited', dueAt: at(-20) }),
    buildGameDay(game('Sridevi', '03:00 PM'), { state: 'declared', result: '45', dueAt: at(-200), declaredAt: '2026-11-24T11:47:00Z' }),
    buildGameDay(game('Time Bazar', '04:00 PM'), { state: 'awaited', dueAt: at(-45) }),
    buildGameDay(game('Madhur', '05:00 PM'), {
      state: 'corrected',
      result: '24',
      dueAt: at(-150),
      declaredAt: at(-140),
      correctedAt: '2026-11-24T12:10:00Z',
      previousResult: '42',
    }),
    buildGameDay(game('Rajdhani', '06:00 PM'), { state: 'holiday', dueAt: at(-100) }),
    buildGameDay(game('Desawar', '07:00 PM'), { dueAt: at(10) }),
  ]);
  return { milan };
}

test('lists late games first, the longest late first, then upcoming by time, then declared, then holidays', async () => {
  seedDay();
  renderAdmin('/admin/dashboard');
  expect(await boardRows()).toEqual([
    ['Time Bazar', '04:00 PM', 'Waiting (45 min late)', '', 'Not assigned'],
    ['Milan', '02:00 PM', 'Waiting (20 min late)', '', 'Ravi'],
    ['Desawar', '07:00 PM', 'Upcoming in 10 min', '', 'Not assigned'],
    ['Kalyan', '01:00 PM', 'Upcoming in 1 h 30 min', '', 'Not assigned'],
    ['Sridevi', '03:00 PM', 'Declared 05:17 PM', '45', 'Not assigned'],
    ['Madhur', '05:00 PM', 'Corrected 05:40 PM (was 42)', '24', 'Not assigned'],
    ['Rajdhani', '06:00 PM', 'Holiday', '', 'Not assigned'],
  ]);
});

test('how late and how long to go move every minute, and a game whose time passes turns Waiting', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  db().drawDay = board([buildGameDay(db().addGhadi({ NameEn: 'Kalyan' }), { dueAt: at(1) }), buildGameDay(db().addGhadi({ NameEn: 'Milan' }), { state: 'awaited', dueAt: at(-5) })]);
  renderAdmin('/admin/dashboard', { advanceTimers: jest.advanceTimersByTime });
  expect((await boardRows()).map((row) => row[2])).toEqual(['Waiting (5 min late)', 'Upcoming in 1 min']);
  await act(() => jest.advanceTimersByTimeAsync(2 * 60_000));
  expect((await boardRows()).map((row) => row[2])).toEqual(['Waiting (7 min late)', 'Waiting (1 min late)']);
});

test('a result published elsewhere shows at once, through the live stream', async () => {
  const { milan } = seedDay();
  renderAdmin('/admin/dashboard');
  expect((await boardRows())[1]).toEqual(['Milan', '02:00 PM', 'Waiting (20 min late)', '', 'Ravi']);
  const source = FakeEventSource.opened[0]!;
  expect(source.url).toBe(apiPaths.resultStream);

  db().drawDay = board(db().drawDay!.games.map((game) => (game.GID === milan.GID ? { ...game, state: 'declared', result: '78', declaredAt: '2026-11-24T11:47:00Z' } : game)));
  source.push('changed', JSON.stringify({ what: 'result', ghadi: identityOf(milan), date: '2026-11-24', reads: changeTags.result(milan.key, '2026-11-24', '2026-11-23') }));
  expect(await screen.findByRole('row', { name: /^Milan 02:00 PM Declared 05:17 PM 78 Ravi/ })).toBeInTheDocument();
});

test('without the live stream, the board is read again as often as the public pages read it', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const ghadi = db().addGhadi({ NameEn: 'Kalyan' });
  db().drawDay = board([buildGameDay(ghadi, { state: 'awaited' })]);
  renderAdmin('/admin/dashboard', { advanceTimers: jest.advanceTimersByTime });
  expect((await boardRows())[0]?.[2]).toBe('Waiting');
  db().drawDay = board([buildGameDay(ghadi, { state: 'holiday' })]);
  await act(() => jest.advanceTimersByTimeAsync(DRAW_DAY_POLL_MS - 1_000));
  expect((await boardRows())[0]?.[2]).toBe('Waiting');
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(await screen.findByRole('row', { name: /^Kalyan .* Holiday/ })).toBeInTheDocument();
});

test('Update Result opens that game’s Update Result panel on the Ghadi screen, by keyboard too', async () => {
  const { milan } = seedDay();
  const user = renderAdmin('/admin/dashboard');
  const link = await screen.findByRole('link', { name: 'Update Result for Milan' });
  expect(link).toHaveAttribute('href', `/admin/ghadi?update-result=${milan._id}`);
  link.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: `Update Result for Milan (${milan.NameHn})` })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Result' })).toHaveFocus();
  await user.click(within(screen.getByRole('form', { name: /^Update Result for Milan/ })).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('heading', { name: /^Update Result for/ })).not.toBeInTheDocument();
});

test('a day of more than 10 games is paged like the ghadi list', async () => {
  const games = Array.from({ length: 12 }, (_, index) => db().addGhadi({ NameEn: `Game ${String.fromCharCode(65 + index)}` }));
  db().drawDay = board(games.map((ghadi) => buildGameDay(ghadi)));
  const user = renderAdmin('/admin/dashboard');
  expect(await boardRows()).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: '2' }));
  expect((await boardRows()).map((row) => row[0])).toEqual(['Game K', 'Game L']);
});

test('a board that cannot be read says so, while the counts stay', async () => {
  server.use(failingRoute('get', apiPaths.drawDay));
  db().addGhadi();
  renderAdmin('/admin/dashboard');
  expect(await screen.findByRole('alert')).toHaveTextContent("Failed to load today's board");
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(await within(screen.getByRole('listitem', { name: 'Total Ghadi' })).findByText('1')).toBeInTheDocument();
});
