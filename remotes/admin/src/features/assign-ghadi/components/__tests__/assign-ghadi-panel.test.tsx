import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { fail, failingRoute } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const choices = () => screen.getByRole('group', { name: 'Ghadi' });
const choiceNames = () => within(choices()).queryAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
const assignments = () => screen.getByRole('region', { name: 'Current Assignments' });
const posts = () => db().requests.filter((r) => r.method === 'POST');

async function openAssign() {
  const user = renderAdmin('/admin/assign-ghadi');
  await screen.findByRole('button', { name: 'Assign Selected' });
  return user;
}

function seedAgentsAndGames() {
  const ravi = db().addAgent({ UserName: 'ravi', DisplayName: 'Ravi' });
  db().addAgent({ UserName: 'old', DisplayName: 'Old Agent', isActive: false });
  db().addGhadi({ NameEn: 'Milan', NameHn: 'मिलन', OrderId: 2 });
  db().addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण', OrderId: 1 });
  db().addGhadi({ NameEn: 'Rajdhani', NameHn: 'राजधानी', OrderId: 3 });
  return ravi;
}

test('offers the active agents and the unassigned games by OrderId', async () => {
  const ravi = seedAgentsAndGames();
  db().assign(ravi, db().ghadis.find((g) => g.NameEn === 'Rajdhani')!);
  await openAssign();
  const agents = within(screen.getByLabelText('Agent')).getAllByRole('option').map((option) => option.textContent);
  expect(agents).toEqual(['Select an agent', 'Ravi (ravi)']);
  expect(choiceNames()).toEqual(['Kalyan (कल्याण)', 'Milan (मिलन)']);
  expect(within(assignments()).getByRole('row', { name: 'Ravi Rajdhani Delete' })).toBeInTheDocument();
});

test('an agent and at least one game must be chosen', async () => {
  seedAgentsAndGames();
  const user = await openAssign();
  await user.click(screen.getByRole('button', { name: 'Assign Selected' }));
  expect(screen.getByLabelText('Agent')).toHaveAccessibleDescription('User_Id is required');
  expect(choices()).toHaveAccessibleDescription('Select at least one ghadi');
  expect(posts()).toHaveLength(0);
});

test('one game is sent as a number, and leaves the list for Current Assignments', async () => {
  const ravi = seedAgentsAndGames();
  const user = await openAssign();
  await user.selectOptions(screen.getByLabelText('Agent'), 'Ravi (ravi)');
  await user.click(screen.getByRole('checkbox', { name: 'Milan (मिलन)' }));
  await user.click(screen.getByRole('button', { name: 'Assign Selected' }));
  expect(await within(assignments()).findByRole('row', { name: 'Ravi Milan Delete' })).toBeInTheDocument();
  expect(posts()[0]?.body).toEqual({ User_Id: ravi.User_Id, GID: db().ghadis.find((g) => g.NameEn === 'Milan')!.GID });
  expect(choiceNames()).toEqual(['Kalyan (कल्याण)', 'Rajdhani (राजधानी)']);
});

test('several games are sent as an array; when none remain the list says All Ghadis are assigned.', async () => {
  seedAgentsAndGames();
  const user = await openAssign();
  await user.selectOptions(screen.getByLabelText('Agent'), 'Ravi (ravi)');
  for (const name of ['Kalyan (कल्याण)', 'Milan (मिलन)', 'Rajdhani (राजधानी)']) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
  await user.click(screen.getByRole('button', { name: 'Assign Selected' }));
  expect(await within(choices()).findByText('All Ghadis are assigned.')).toBeInTheDocument();
  const sent = (posts()[0]?.body as { GID: number[] }).GID;
  expect(Array.isArray(sent)).toBe(true);
  expect([...sent].sort((a, b) => a - b)).toEqual(db().ghadis.map((g) => g.GID).sort((a, b) => a - b));
});

test('a refused assignment shows the server message, or Failed to assign Ghadi without one', async () => {
  seedAgentsAndGames();
  const refusal = serverMessages.ghadisAlreadyAssigned(['Milan']);
  server.use(http.post(`*${apiPaths.userMaps}`, () => fail(409, 'ghadisAlreadyAssigned', ['Milan'])));
  const user = await openAssign();
  await user.selectOptions(screen.getByLabelText('Agent'), 'Ravi (ravi)');
  await user.click(screen.getByRole('checkbox', { name: 'Milan (मिलन)' }));
  await user.click(screen.getByRole('button', { name: 'Assign Selected' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${refusal}$`));
  server.use(failingRoute('post', apiPaths.userMaps));
  await user.click(screen.getByRole('button', { name: 'Assign Selected' }));
  expect(await screen.findByText('Failed to assign Ghadi')).toHaveRole('alert');
});

test.each([[apiPaths.userMaps], [apiPaths.users], [apiPaths.ghadis]])('says Failed to load data when %s fails', async (path) => {
  server.use(failingRoute('get', path));
  renderAdmin('/admin/assign-ghadi');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
});

test('Current Assignments shows 5 per page', async () => {
  const ravi = db().addAgent({ DisplayName: 'Ravi' });
  for (let order = 1; order <= 7; order += 1) db().assign(ravi, db().addGhadi({ NameEn: `Game ${order}`, OrderId: order }));
  const user = await openAssign();
  expect(within(assignments()).getAllByRole('row')).toHaveLength(6);
  expect(within(assignments()).getByText('Showing 1 - 5 of 7')).toBeInTheDocument();
  await user.click(within(assignments()).getByRole('button', { name: 'Next' }));
  expect(within(assignments()).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
    'RaviGame 6Delete',
    'RaviGame 7Delete',
  ]);
});

test('Delete asks first; refused keeps it, confirmed frees the game for the list again', async () => {
  const ravi = seedAgentsAndGames();
  db().assign(ravi, db().ghadis.find((g) => g.NameEn === 'Kalyan')!);
  const confirm = answerConfirm(false);
  const user = await openAssign();
  const row = () => within(assignments()).getByRole('row', { name: 'Ravi Kalyan Delete' });
  await user.click(within(row()).getByRole('button', { name: 'Delete' }));
  expect(confirm).toHaveBeenCalledWith('Delete this assignment?');
  expect(row()).toBeInTheDocument();
  expect(db().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  confirm.mockReturnValue(true);
  await user.click(within(row()).getByRole('button', { name: 'Delete' }));
  expect(await within(choices()).findByRole('checkbox', { name: 'Kalyan (कल्याण)' })).toBeInTheDocument();
  expect(within(assignments()).queryByRole('row', { name: 'Ravi Kalyan Delete' })).toBeNull();
});

test('a failed delete says Failed to delete assignment', async () => {
  const ravi = seedAgentsAndGames();
  db().assign(ravi, db().ghadis[0]!);
  server.use(failingRoute('delete', apiPaths.userMap.route));
  answerConfirm(true);
  const user = await openAssign();
  await user.click(within(assignments()).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete assignment');
});
