import { screen, within } from '@testing-library/react';
import { addDays, apiPaths, changeTags, DEFAULT_SITE_TIME_ZONE, drawDateIn, type GameDay } from '@ghadi/contracts';
import { buildGameDay, buildGhadi, failingRoute, FakeEventSource, identityOf, installFakeEventSource } from '@ghadi/testing';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';

const server = setupAgentApi();
installFakeEventSource();

const today = drawDateIn(DEFAULT_SITE_TIME_ZONE);
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const board = (games: GameDay[]) => ({ day: today, lastUpdatedAt: null, games });

const kalyan = buildGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण', RTime: '01:00 PM' });
const milan = buildGhadi({ NameEn: 'Milan', NameHn: 'मिलन', RTime: '02:00 PM' });
const sridevi = buildGhadi({ NameEn: 'Sridevi', NameHn: 'श्रीदेवी', RTime: '03:00 PM' });
const someoneElses = buildGhadi({ NameEn: 'Desawar', RTime: '04:00 PM' });

const day = [
  buildGameDay(kalyan, { state: 'declared', result: '45', dueAt: at(-90), declaredAt: '2026-11-24T11:47:00Z' }),
  buildGameDay(milan, { dueAt: at(30) }),
  buildGameDay(someoneElses, { state: 'awaited', dueAt: at(-60) }),
  buildGameDay(sridevi, { state: 'awaited', dueAt: at(-15) }),
];

/** The day's games as the agent reads them, top to bottom. */
async function myDayGames() {
  const list = await screen.findByRole('region', { name: "Today's games" });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

test('lists only the agent’s games, late ones first, each with its state', async () => {
  renderDashboard(server, { assigned: [kalyan, milan, sridevi], drawDay: board(day) });
  expect(await myDayGames()).toEqual([
    'Sridevi 03:00 PM Waiting (15 min late)',
    'Milan 02:00 PM Upcoming in 30 min',
    'Kalyan 01:00 PM Declared 05:17 PM',
  ]);
});

test('tapping a game puts it in the form, for today, ready to type', async () => {
  const { user } = renderDashboard(server, { assigned: [kalyan, milan, sridevi], drawDay: board(day) });
  expect(await screen.findByRole('combobox', { name: 'Ghadi' })).toHaveDisplayValue('Kalyan (कल्याण)');
  await user.clear(screen.getByLabelText('Date'));
  await user.type(screen.getByLabelText('Date'), '2026-01-05');

  const srideviButton = (await screen.findByRole('button', { name: /^Sridevi/ }));
  await user.click(srideviButton);
  expect(screen.getByRole('combobox', { name: 'Ghadi' })).toHaveDisplayValue('Sridevi (श्रीदेवी)');
  expect(screen.getByLabelText('Date')).toHaveValue(today);
  expect(screen.getByRole('textbox', { name: 'Result' })).toHaveFocus();
  expect(srideviButton).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: /^Kalyan/ })).not.toHaveAttribute('aria-current');
});

test('a game is picked with the keyboard too', async () => {
  const { user } = renderDashboard(server, { assigned: [kalyan, milan], drawDay: board(day) });
  (await screen.findByRole('button', { name: /^Milan/ })).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('combobox', { name: 'Ghadi' })).toHaveDisplayValue('Milan (मिलन)');
});

test('a result published elsewhere moves the game at once, through the live stream', async () => {
  const { fake } = renderDashboard(server, { assigned: [kalyan, sridevi], drawDay: board(day) });
  expect((await myDayGames())[0]).toBe('Sridevi 03:00 PM Waiting (15 min late)');
  const source = FakeEventSource.opened[0]!;
  expect(source.url).toBe(apiPaths.resultStream);

  fake.setDrawDay(board(day.map((game) => (game.GID === sridevi.GID ? { ...game, state: 'declared', result: '78', declaredAt: '2026-11-24T12:10:00Z' } : game))));
  source.push('changed', JSON.stringify({ what: 'result', ghadi: identityOf(sridevi), date: today, reads: changeTags.result(sridevi.key, today, addDays(today, -1)) }));
  expect(await screen.findByRole('button', { name: 'Sridevi 03:00 PM Declared 05:40 PM' })).toBeInTheDocument();
  expect(await myDayGames()).toEqual(['Kalyan 01:00 PM Declared 05:17 PM', 'Sridevi 03:00 PM Declared 05:40 PM']);
});

test('when today’s states cannot be read, the form still works', async () => {
  renderDashboard(server, { assigned: [kalyan], drawDay: board(day) }, failingRoute('get', apiPaths.drawDay));
  expect(await screen.findByRole('alert')).toHaveTextContent("Failed to load today's games");
  expect(screen.getByRole('combobox', { name: 'Ghadi' })).toHaveDisplayValue('Kalyan (कल्याण)');
  expect(screen.getByRole('textbox', { name: 'Result' })).toBeEnabled();
});
