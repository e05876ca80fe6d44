import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@ghadi/contracts';
import { failingRoute } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const panel = async () => within(await screen.findByRole('region', { name: 'Notifications' }));

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('shows the subscribers of each followed game and the last sends with their outcome', async () => {
  db().pushSummary = {
    games: [
      { ghadiId: db().nextId(), name: 'Kalyan', subscribers: 12 },
      { ghadiId: db().nextId(), name: 'Milan', subscribers: 0 },
      { ghadiId: db().nextId(), name: 'Desawar', subscribers: 3 },
    ],
    sends: [
      { id: '2', game: 'Kalyan', result: '45', kind: 'corrected', queuedAt: '2026-11-24T12:10:00Z', finishedAt: '2026-11-24T12:10:02Z', sent: 11, failed: 0, removed: 1 },
      { id: '1', game: 'Kalyan', result: '42', kind: 'declared', queuedAt: '2026-11-24T11:47:00Z', finishedAt: '2026-11-24T11:47:01Z', sent: 10, failed: 2, removed: 0 },
      { id: '3', game: 'Desawar', result: '07', kind: 'declared', queuedAt: '2026-11-24T12:30:00Z', finishedAt: null, sent: 0, failed: 0, removed: 0 },
    ],
  };
  renderAdmin('/admin/dashboard');
  const notifications = await panel();
  expect(rowsOf(await notifications.findByRole('table', { name: 'Subscribers per game' }))).toEqual([
    ['Kalyan', '12'],
    ['Desawar', '3'],
  ]);
  expect(rowsOf(notifications.getByRole('table', { name: 'Last sends' }))).toEqual([
    ['Kalyan', '45', 'Corrected', '24 Nov 2026, 05:40 PM', '11 sent, 0 failed, 1 removed'],
    ['Kalyan', '42', 'Declared', '24 Nov 2026, 05:17 PM', '10 sent, 2 failed, 0 removed'],
    ['Desawar', '07', 'Declared', '24 Nov 2026, 06:00 PM', 'Sending'],
  ]);
});

test('says so when nobody follows a game and nothing was sent', async () => {
  renderAdmin('/admin/dashboard');
  const notifications = await panel();
  expect(await notifications.findByText('No visitor follows a game yet.')).toBeInTheDocument();
  expect(notifications.getByText('No notification has been sent yet.')).toBeInTheDocument();
  expect(notifications.queryByRole('table')).toBeNull();
});

test('a failed read says so and Retry reads again', async () => {
  server.use(failingRoute('get', apiPaths.adminPush));
  renderAdmin('/admin/dashboard');
  const notifications = await panel();
  expect(await notifications.findByRole('alert')).toHaveTextContent('Failed to load notifications.');

  server.resetHandlers();
  db().pushSummary = { games: [{ ghadiId: db().nextId(), name: 'Kalyan', subscribers: 4 }], sends: [] };
  await userEvent.click(notifications.getByRole('button', { name: 'Retry' }));
  expect(rowsOf(await notifications.findByRole('table', { name: 'Subscribers per game' }))).toEqual([['Kalyan', '4']]);
  expect(notifications.queryByRole('alert')).toBeNull();
});
