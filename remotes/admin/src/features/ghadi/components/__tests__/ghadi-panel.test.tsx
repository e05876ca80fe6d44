import { screen, within } from '@testing-library/react';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { answerOnceAsRecorded, failingRoute, recordedExchanges } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(` ${name} `) });
const bodyRows = () => screen.getAllByRole('row').slice(1);

async function openGhadi() {
  const user = renderAdmin('/admin/ghadi');
  await screen.findByRole('heading', { name: 'Add Ghadi' });
  return user;
}

async function fillGhadi(user: Awaited<ReturnType<typeof openGhadi>>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

test('lists 10 games per page with numbered page buttons', async () => {
  for (let order = 12; order >= 1; order -= 1) db().addGhadi({ NameEn: `Game ${order}`, OrderId: order });
  const user = await openGhadi();
  await screen.findByRole('row', { name: / Game 1 / });
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Order ID',
    'Name (En)',
    'Name (Hi)',
    'Result Time',
    'Actions',
  ]);
  expect(bodyRows()).toHaveLength(10);
  expect(bodyRows()[0]).toHaveTextContent('Game 1');
  expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('button', { name: '2' }));
  expect(bodyRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Game 11', 'Game 12']);
  expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
});

test('says so when the list cannot be loaded', async () => {
  server.use(failingRoute('get', apiPaths.ghadis));
  await openGhadi();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load ghadi list');
});

test('all four fields are required and Order ID must be a number', async () => {
  const user = await openGhadi();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Name (En)')).toHaveAccessibleDescription('Name (En) is required');
  expect(screen.getByLabelText('Name (Hi)')).toHaveAccessibleDescription('Name (Hi) is required');
  expect(screen.getByLabelText('Result Time')).toHaveAccessibleDescription('Result Time is required');
  expect(screen.getByLabelText('Order ID')).toHaveAccessibleDescription('Order ID must be a number');
  await fillGhadi(user, { 'Name (En)': 'Kalyan', 'Name (Hi)': 'कल्याण', 'Result Time': '04:00 PM', 'Order ID': '2a' });
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Order ID')).toHaveAccessibleDescription('Order ID must be a number');
  expect(screen.getByLabelText('Name (En)')).not.toHaveAccessibleDescription();
  expect(db().requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('adds a game with a numeric Order ID, then the form is empty again', async () => {
  const user = await openGhadi();
  await fillGhadi(user, { 'Name (En)': 'Kalyan', 'Name (Hi)': 'कल्याण', 'Result Time': '04:00 PM', 'Order ID': '3' });
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('row', { name: / Kalyan / })).toHaveTextContent('कल्याण');
  expect(db().requests.find((r) => r.method === 'POST')?.body).toEqual({
    NameEn: 'Kalyan',
    NameHn: 'कल्याण',
    RTime: '04:00 PM',
    OrderId: 3,
  });
  expect(screen.getByLabelText('Name (En)')).toHaveValue('');
});

test('Edit fills the form, Update saves and returns to add mode; Cancel returns without saving', async () => {
  const kalyan = db().addGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण', RTime: '04:00 PM', OrderId: 1 });
  const user = await openGhadi();
  await user.click(within(await screen.findByRole('row', { name: / Kalyan / })).getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('heading', { name: 'Edit Ghadi' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name (Hi)')).toHaveValue('कल्याण');
  expect(screen.getByLabelText('Order ID')).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('heading', { name: 'Add Ghadi' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name (En)')).toHaveValue('');

  await user.click(within(rowOf('Kalyan')).getByRole('button', { name: 'Edit' }));
  await fillGhadi(user, { 'Result Time': '04:30 PM' });
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('heading', { name: 'Add Ghadi' })).toBeInTheDocument();
  expect(await screen.findByText('04:30 PM')).toBeInTheDocument();
  expect(db().requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([apiPaths.ghadi.url(kalyan.id)]);
});

test('a refused save shows the spec message with the server reason', async () => {
  db().addGhadi({ NameEn: 'Kalyan' });
  const user = await openGhadi();
  await fillGhadi(user, { 'Name (En)': 'kalyan', 'Name (Hi)': 'कल्याण', 'Result Time': '04:00 PM', 'Order ID': '2' });
  server.use(answerOnceAsRecorded(recordedExchanges.adminGhadiNameTaken));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Failed to save ghadi')).toBeInTheDocument();
  expect(alert).toHaveTextContent(serverMessages.ghadiNameTaken);
});

test('Delete asks first; refused keeps the game, confirmed removes it', async () => {
  db().addGhadi({ NameEn: 'Kalyan' });
  const confirm = answerConfirm(false);
  const user = await openGhadi();
  await user.click(within(await screen.findByRole('row', { name: / Kalyan / })).getByRole('button', { name: 'Delete' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this entry?');
  expect(rowOf('Kalyan')).toBeInTheDocument();
  expect(db().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  confirm.mockReturnValue(true);
  await user.click(within(rowOf('Kalyan')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No ghadi found.')).toBeInTheDocument();
});

test('a failed delete says so', async () => {
  db().addGhadi({ NameEn: 'Kalyan' });
  server.use(failingRoute('delete', apiPaths.ghadi.route));
  answerConfirm(true);
  const user = await openGhadi();
  await user.click(within(await screen.findByRole('row', { name: / Kalyan / })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete ghadi');
  expect(rowOf('Kalyan')).toBeInTheDocument();
});

test('deleting the last game of the last page shows the page before', async () => {
  for (let order = 1; order <= 11; order += 1) db().addGhadi({ NameEn: `Game ${order}`, OrderId: order });
  answerConfirm(true);
  const user = await openGhadi();
  await user.click(await screen.findByRole('button', { name: '2' }));
  await user.click(within(rowOf('Game 11')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('row', { name: / Game 10 / })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '2' })).toBeNull();
});

test('a matka market takes its close time and days, which only a market shows', async () => {
  const user = await openGhadi();
  expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Jodi: one number a day');
  expect(screen.queryByLabelText('Close Time')).not.toBeInTheDocument();
  await fillGhadi(user, { 'Name (En)': 'Kalyan Night', 'Name (Hi)': 'कल्याण नाइट', 'Result Time': '09:30 PM', 'Order ID': '4' });
  await user.selectOptions(screen.getByLabelText('Kind'), 'Matka market: open and close');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Close Time')).toHaveAccessibleDescription('Close Time is required');
  expect(db().requests.filter((r) => r.method === 'POST')).toHaveLength(0);

  await fillGhadi(user, { 'Close Time': '12:05 AM' });
  await user.selectOptions(screen.getByLabelText('Market days'), 'Monday to Sunday');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('row', { name: / Kalyan Night / })).toBeInTheDocument();
  expect(db().requests.find((r) => r.method === 'POST')?.body).toEqual({
    NameEn: 'Kalyan Night',
    NameHn: 'कल्याण नाइट',
    RTime: '09:30 PM',
    OrderId: 4,
    Kind: 'matka',
    CloseTime: '12:05 AM',
    MarketDays: 'mon-sun',
  });
});

test('editing a market shows its close and days; made a jodi game again, it says so to the server', async () => {
  db().addGhadi({ NameEn: 'Milan Day', RTime: '03:00 PM', Kind: 'matka', CloseTime: '05:00 PM', MarketDays: 'mon-sat' });
  const user = await openGhadi();
  await user.click(within(await screen.findByRole('row', { name: / Milan Day / })).getByRole('button', { name: 'Edit' }));
  expect(screen.getByLabelText('Close Time')).toHaveValue('05:00 PM');
  expect(screen.getByLabelText('Market days')).toHaveDisplayValue('Monday to Saturday');
  await user.selectOptions(screen.getByLabelText('Kind'), 'Jodi: one number a day');
  expect(screen.queryByLabelText('Close Time')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('heading', { name: 'Add Ghadi' })).toBeInTheDocument();
  expect(db().requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ NameEn: 'Milan Day', Kind: 'jodi' });
  expect(db().requests.find((r) => r.method === 'PUT')?.body).not.toHaveProperty('CloseTime');
});
