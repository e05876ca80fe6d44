import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import { buildGhadi, buildResult, failingRoute } from '@ghadi/testing';
import { renderDashboard, setupAgentApi } from '@/testing/render-agent-app';

const server = setupAgentApi();

const kalyan = buildGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
const milan = buildGhadi({ NameEn: 'Milan Day', NameHn: 'मिलन डे' });

const gameSelect = () => screen.getByRole('combobox', { name: 'Ghadi' });

test('shows Loading... until the assigned games arrive', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  renderDashboard(
    server,
    { assigned: [kalyan] },
    http.get(`*${apiPaths.myGhadis}`, async () => {
      await held;
      return HttpResponse.json({ success: true, data: [kalyan] });
    }),
  );
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  release();
  expect(await screen.findByRole('combobox', { name: 'Ghadi' })).toBeInTheDocument();
});

test('an agent with no games is told so, and gets no form or history', async () => {
  renderDashboard(server, { assigned: [] });
  expect(await screen.findByText('No ghadi assigned to your account.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  expect(screen.queryByPlaceholderText('Search result or date...')).not.toBeInTheDocument();
});

test('a failed load of the games says Failed to load assigned ghadi', async () => {
  renderDashboard(
    server,
    { assigned: [kalyan] },
    failingRoute('get', apiPaths.myGhadis, { status: 500, code: 'internal' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load assigned ghadi');
  expect(screen.queryByRole('combobox', { name: 'Ghadi' })).not.toBeInTheDocument();
});

test('the first assigned game is preselected and its history shown', async () => {
  renderDashboard(server, {
    assigned: [kalyan, milan],
    results: [buildResult(kalyan, '2026-11-20', '123-45-678'), buildResult(milan, '2026-11-20', '999')],
  });
  expect(await screen.findByRole('option', { name: 'Kalyan (कल्याण)', selected: true })).toBeInTheDocument();
  expect(gameSelect()).toHaveDisplayValue('Kalyan (कल्याण)');
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Ghadi', 'Result', 'Date']);
  expect(within(table).getByRole('row', { name: 'Kalyan 123-45-678 20-11-2026' })).toBeInTheDocument();
  expect(within(table).queryByText('999')).not.toBeInTheDocument();
});

test('choosing another game shows that game’s history', async () => {
  const { user } = renderDashboard(server, {
    assigned: [kalyan, milan],
    results: [buildResult(kalyan, '2026-11-20', '111'), buildResult(milan, '2026-11-20', '999')],
  });
  expect(await screen.findByRole('cell', { name: '111' })).toBeInTheDocument();
  await user.selectOptions(gameSelect(), 'Milan Day (मिलन डे)');
  expect(await screen.findByRole('cell', { name: '999' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: '111' })).not.toBeInTheDocument();
});

test('a game without results shows No results found.', async () => {
  renderDashboard(server, { assigned: [kalyan] });
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
});

test('a failed history load says Failed to load result history, while the form stays usable', async () => {
  renderDashboard(
    server,
    { assigned: [kalyan] },
    failingRoute('get', apiPaths.myGhadiResults, { status: 403, code: 'notAuthorizedForGhadi' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load result history');
  expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Result' })).toBeEnabled();
});

test('the history shows Loading... while it loads, and the form is usable meanwhile', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  renderDashboard(
    server,
    { assigned: [kalyan], results: [buildResult(kalyan, '2026-11-20', '123')] },
    http.get(`*${apiPaths.myGhadiResults}`, async () => {
      await held;
      return HttpResponse.json({ success: true, data: [buildResult(kalyan, '2026-11-20', '123')], total: 1, page: 1, pageSize: 10 });
    }),
  );
  expect(await screen.findByRole('textbox', { name: 'Result' })).toBeEnabled();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  release();
  expect(await screen.findByRole('cell', { name: '123' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});
