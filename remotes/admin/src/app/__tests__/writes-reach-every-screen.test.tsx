import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { apiPaths, type DrawDay } from '@ghadi/contracts';
import { buildGameDay } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

// A write on one admin screen shows on the others that show what it changed at once: from the one cache
// entry of each resource, which the write refreshed, and not after the next screen's own read. Each test
// holds that screen's read unanswered while it looks, so only the cache can have put the change there.

const { server, db } = setupAdminServer();

type User = ReturnType<typeof renderAdmin>;

/** Holds every read of `path` until the test lets it go (then the fake server answers as usual). */
function holdReads(path: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`*${path}`, async () => {
      await released;
      // Nothing returned: the fake server's own handler answers.
      return undefined;
    }),
  );
  return release;
}

/** The number of reads of `path` the fake server has answered so far. */
const readsOf = (path: string) => db().requests.filter((request) => request.method === 'GET' && request.path === path).length;

/** Goes to another screen through the sidebar (it closes on a click), as the admin does; the page does not reload. */
async function open(user: User, section: string) {
  if (!screen.queryByRole('navigation', { name: 'Admin' })) await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: section }));
}

const board = (drawDay: Omit<DrawDay, 'day' | 'lastUpdatedAt'>): DrawDay => ({ day: '2026-11-24', lastUpdatedAt: null, ...drawDay });
const statValue = (title: string) => within(screen.getByRole('listitem', { name: title }));

test('a game added on Ghadi is among Assign Ghadi’s choices and in the dashboard’s count at once', async () => {
  db().addAgent({ DisplayName: 'Ravi', UserName: 'ravi' });
  const user = renderAdmin('/admin/dashboard');
  await waitFor(() => expect(statValue('Total Ghadi').getByText('0')).toBeInTheDocument());
  await open(user, 'Ghadi');
  await user.type(await screen.findByLabelText('Name (En)'), 'Kalyan');
  await user.type(screen.getByLabelText('Name (Hi)'), 'कल्याण');
  await user.type(screen.getByLabelText('Result Time'), '04:00 PM');
  await user.type(screen.getByLabelText('Order ID'), '1');
  const countsBefore = readsOf(apiPaths.ghadiCount);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('row', { name: / Kalyan / })).toBeInTheDocument();
  // The count, on no screen now, is read again after the write too.
  await waitFor(() => expect(readsOf(apiPaths.ghadiCount)).toBeGreaterThan(countsBefore));
  const release = holdReads(apiPaths.ghadis);
  const releaseCount = holdReads(apiPaths.ghadiCount);

  await open(user, 'Assign Ghadi');
  expect(await screen.findByRole('checkbox', { name: 'Kalyan (कल्याण)' })).toBeInTheDocument();
  await open(user, 'Dashboard');
  expect(statValue('Total Ghadi').getByText('1')).toBeInTheDocument();
  release();
  releaseCount();
});

test('an assignment made on Assign Ghadi names its agent on today’s board at once', async () => {
  const ravi = db().addAgent({ DisplayName: 'Ravi', UserName: 'ravi' });
  const milan = db().addGhadi({ NameEn: 'Milan', NameHn: 'मिलन', RTime: '02:00 PM' });
  db().drawDay = board({ games: [buildGameDay(milan, { state: 'awaited' })] });
  const user = renderAdmin('/admin/dashboard');
  const boardRow = async () => within(await screen.findByRole('table', { name: "Today's board" })).findByRole('row', { name: /^Milan / });
  expect(await boardRow()).not.toHaveTextContent('Ravi');

  await open(user, 'Assign Ghadi');
  await user.selectOptions(await screen.findByLabelText('Agent'), 'Ravi (ravi)');
  await user.click(screen.getByRole('checkbox', { name: 'Milan (मिलन)' }));
  await user.click(screen.getByRole('button', { name: 'Assign Selected' }));
  const assignments = screen.getByRole('table', { name: 'Current Assignments' });
  expect(await within(assignments).findByRole('row', { name: 'Ravi Milan Delete' })).toBeInTheDocument();
  expect(db().userMaps).toEqual([expect.objectContaining({ User_Id: ravi.User_Id, GID: milan.GID })]);
  const release = holdReads(apiPaths.userMaps);

  await open(user, 'Dashboard');
  expect(await boardRow()).toHaveTextContent('Ravi');
  release();
});

test('a result entered with Update Result counts on the dashboard at once', async () => {
  db().addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
  const user = renderAdmin('/admin/dashboard');
  await waitFor(() => expect(statValue('Total Results').getByText('0')).toBeInTheDocument());
  await open(user, 'Ghadi');
  const row = await screen.findByRole('row', { name: / Kalyan / });
  await user.click(within(row).getByRole('button', { name: 'Update Result' }));
  await user.type(screen.getByLabelText('Result'), '45');
  const countsBefore = readsOf(apiPaths.resultCount);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Result updated!')).toBeInTheDocument();
  await waitFor(() => expect(readsOf(apiPaths.resultCount)).toBeGreaterThan(countsBefore));
  const release = holdReads(apiPaths.resultCount);

  await open(user, 'Dashboard');
  expect(statValue('Total Results').getByText('1')).toBeInTheDocument();
  release();
});

test('an agent deleted on Agents leaves Current Assignments at once, its games free to assign', async () => {
  const ravi = db().addAgent({ DisplayName: 'Ravi', UserName: 'ravi' });
  db().assign(ravi, db().addGhadi({ NameEn: 'Milan', NameHn: 'मिलन' }));
  const user = renderAdmin('/admin/assign-ghadi');
  const assignments = await screen.findByRole('table', { name: 'Current Assignments' });
  expect(await within(assignments).findByRole('row', { name: 'Ravi Milan Delete' })).toBeInTheDocument();

  await open(user, 'Agents');
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const agentRow = await screen.findByRole('row', { name: /^ravi / });
  const mapsBefore = readsOf(apiPaths.userMaps);
  await user.click(within(agentRow).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('row', { name: /^ravi / })).toBeNull());
  await waitFor(() => expect(readsOf(apiPaths.userMaps)).toBeGreaterThan(mapsBefore));
  const release = holdReads(apiPaths.userMaps);

  await open(user, 'Assign Ghadi');
  expect(await screen.findByRole('checkbox', { name: 'Milan (मिलन)' })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Current Assignments' })).queryByRole('row', { name: /Ravi/ })).toBeNull();
  release();
});

/** The results review's row of `game`, once the review is on screen. */
const reviewRow = async (game: string) =>
  within(await screen.findByRole('region', { name: 'Results list' })).findByRole('row', { name: new RegExp(` ${game} `) });

test('an agent renamed on Agents is named so on the results it entered at once', async () => {
  const ravi = db().addAgent({ DisplayName: 'Ravi', UserName: 'ravi' });
  const kalyan = db().addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
  db().assign(ravi, kalyan);
  db().addResult(kalyan, ravi, { Result: '45' });
  const user = renderAdmin('/admin/results');
  expect(await reviewRow('Kalyan')).toHaveTextContent(/^Raviravi/);

  await open(user, 'Agents');
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText('Display Name'));
  await user.type(screen.getByLabelText('Display Name'), 'Ravi Kumar');
  const reviewsBefore = readsOf(apiPaths.adminResults);
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('row', { name: /^ravi Ravi Kumar / })).toBeInTheDocument();
  // The review, on no screen now, is read again after the write too.
  await waitFor(() => expect(readsOf(apiPaths.adminResults)).toBeGreaterThan(reviewsBefore));
  const release = holdReads(apiPaths.adminResults);

  await open(user, 'Results');
  expect(await reviewRow('Kalyan')).toHaveTextContent(/^Ravi Kumarravi/);
  release();
});

test('a game freed on Assign Ghadi takes its agent’s results out of the review at once', async () => {
  const ravi = db().addAgent({ DisplayName: 'Ravi', UserName: 'ravi' });
  const kalyan = db().addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण' });
  db().assign(ravi, kalyan);
  db().addResult(kalyan, ravi, { Result: '45' });
  const user = renderAdmin('/admin/results');
  expect(await reviewRow('Kalyan')).toBeInTheDocument();

  await open(user, 'Assign Ghadi');
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const assignments = await screen.findByRole('table', { name: 'Current Assignments' });
  const reviewsBefore = readsOf(apiPaths.adminResults);
  await user.click(within(await within(assignments).findByRole('row', { name: 'Ravi Kalyan Delete' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('checkbox', { name: 'Kalyan (कल्याण)' })).toBeInTheDocument();
  await waitFor(() => expect(readsOf(apiPaths.adminResults)).toBeGreaterThan(reviewsBefore));
  const release = holdReads(apiPaths.adminResults);

  await open(user, 'Results');
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
  release();
});
