import { act, screen, waitFor, within } from '@testing-library/react';
import { apiPaths, STATS_POLL_MS } from '@ghadi/contracts';
import { failingRoute } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

function seed() {
  const agent = db().addAgent();
  db().addAgent();
  const ghadi = db().addGhadi();
  db().addResult(ghadi, agent);
  db().visitors = { totalUsers: 120, activeUsers: 7 };
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

async function expectCard(title: string, value: string) {
  expect(await within(await screen.findByRole('listitem', { name: title })).findByText(value)).toBeInTheDocument();
}

afterEach(() => jest.useRealTimers());

test('welcomes the admin and shows the five counts', async () => {
  seed();
  renderAdmin('/admin/dashboard');
  expect(screen.getByRole('heading', { name: 'Welcome, Admin' })).toBeInTheDocument();
  await expectCard('Total Agents', '2');
  await expectCard('Total Ghadi', '1');
  await expectCard('Total Results', '1');
  await expectCard('Total Users', '120');
  await expectCard('Current Users', '7');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('reloads every 15 seconds, and not before', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  seed();
  renderAdmin('/admin/dashboard', { advanceTimers: jest.advanceTimersByTime });
  await expectCard('Current Users', '7');
  db().visitors = { totalUsers: 125, activeUsers: 9 };
  db().addAgent();
  await act(() => jest.advanceTimersByTimeAsync(STATS_POLL_MS - 1_000));
  expect(within(card('Current Users')).getByText('7')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  await expectCard('Current Users', '9');
  await expectCard('Total Users', '125');
  await expectCard('Total Agents', '3');
});

test('says so when the stats cannot be loaded', async () => {
  server.use(failingRoute('get', apiPaths.resultCount));
  renderAdmin('/admin/dashboard');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard stats.');
});

test('a reload that fails shows the message, and the next good reload clears it', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  seed();
  renderAdmin('/admin/dashboard');
  await expectCard('Total Agents', '2');
  server.use(failingRoute('get', apiPaths.visitorStats));
  await act(() => jest.advanceTimersByTimeAsync(STATS_POLL_MS));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard stats.');
  // The last known numbers stay on screen.
  expect(within(card('Total Users')).getByText('120')).toBeInTheDocument();
  server.resetHandlers();
  await act(() => jest.advanceTimersByTimeAsync(STATS_POLL_MS));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
