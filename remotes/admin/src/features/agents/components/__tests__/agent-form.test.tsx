import { screen, within } from '@testing-library/react';
import { apiPaths } from '@ghadi/contracts';
import { answerOnceAsRecorded, failingRoute, recordedExchanges } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { renderAdmin } from '@/testing/render-admin';

// The agent form: add and edit modes, contract validation, and save failures.
const { server, db } = setupAdminServer();

const form = () => screen.getByRole('form', { name: /Agent$/ });
const rowOf = (username: string) => screen.getByRole('row', { name: new RegExp(`^${username} `) });

async function openAgents() {
  const user = renderAdmin('/admin/agents');
  await screen.findByRole('heading', { name: 'Add Agent' });
  return user;
}

test('adding checks every field with the contract rules before sending', async () => {
  const user = await openAgents();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
  expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription('Display name is required');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be a valid email address');
  expect(db().requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('adds an agent, then the form is empty again', async () => {
  const user = await openAgents();
  await user.type(screen.getByLabelText('Username'), 'mohan');
  await user.type(screen.getByLabelText('Display Name'), 'Mohan Lal');
  await user.type(screen.getByLabelText('Email'), 'mohan@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('row', { name: /^mohan / })).toHaveTextContent('Inactive');
  expect(db().requests.find((r) => r.method === 'POST')?.body).toEqual({
    UserName: 'mohan',
    DisplayName: 'Mohan Lal',
    email: 'mohan@example.com',
    Password: 'secret-pass',
    UserType: 'agent',
    isActive: false,
  });
  expect(screen.getByLabelText('Username')).toHaveValue('');
  expect(screen.getByLabelText('Status')).toHaveValue('true');
});

test('Edit fills the form; saving with a blank password keeps the old one and returns to add mode', async () => {
  const ravi = db().addAgent({ UserName: 'ravi', DisplayName: 'Ravi', email: 'ravi@example.com' });
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('heading', { name: 'Edit Agent' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('ravi');
  expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  await user.clear(screen.getByLabelText('Display Name'));
  await user.type(screen.getByLabelText('Display Name'), 'Ravi Kumar');
  await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('heading', { name: 'Add Agent' })).toBeInTheDocument();
  expect(await within(form()).findByLabelText('Username')).toHaveValue('');
  expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
  expect(rowOf('ravi')).toHaveTextContent('Inactive');
  const put = db().requests.find((r) => r.method === 'PUT');
  expect(put?.path).toBe(apiPaths.user.url(ravi.id));
  expect(put?.body).not.toHaveProperty('Password');
});

test('on edit a new password must still follow the rule, and is sent when given', async () => {
  db().addAgent({ UserName: 'ravi' });
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'Edit' }));
  await user.type(screen.getByLabelText('Password'), 'short');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
  await user.type(screen.getByLabelText('Password'), '-enough');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await screen.findByRole('heading', { name: 'Add Agent' });
  expect(db().requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ Password: 'short-enough' });
});

test('Cancel leaves edit mode without saving, and clears the form in add mode', async () => {
  db().addAgent({ UserName: 'ravi' });
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('heading', { name: 'Add Agent' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue('');
  await user.type(screen.getByLabelText('Username'), 'half-typed');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByLabelText('Username')).toHaveValue('');
  expect(db().requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
});

test('a refused save shows the spec message with the server reason, and stays in edit mode', async () => {
  db().addAgent({ UserName: 'ravi' });
  db().addAgent({ UserName: 'sita' });
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'SITA');
  server.use(answerOnceAsRecorded(recordedExchanges.adminUsernameTaken));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Failed to save agent')).toBeInTheDocument();
  expect(alert).toHaveTextContent('Username already exists');
  expect(screen.getByRole('heading', { name: 'Edit Agent' })).toBeInTheDocument();
});

test('a save failure without a server message shows the spec message alone', async () => {
  server.use(failingRoute('post', apiPaths.users));
  const user = await openAgents();
  await user.type(screen.getByLabelText('Username'), 'mohan');
  await user.type(screen.getByLabelText('Display Name'), 'Mohan');
  await user.type(screen.getByLabelText('Email'), 'mohan@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to save agent$/);
  expect(screen.getByLabelText('Username')).toHaveValue('mohan');
});
