import { screen, within } from '@testing-library/react';
import { apiPaths } from '@ghadi/contracts';
import { answerOnceAsRecorded, failingRoute, recordedExchanges } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

// The agents list: rows, empty and failure texts, Delete with its confirmation, ending an agent's sessions
// and opening their API tokens.
const { server, db } = setupAdminServer();

const rowOf = (username: string) => screen.getByRole('row', { name: new RegExp(`^${username} `) });

async function openAgents() {
  const user = renderAdmin('/admin/agents');
  await screen.findByRole('heading', { name: 'Add Agent' });
  return user;
}

test('lists the agents with their status', async () => {
  db().addAgent({ UserName: 'ravi', DisplayName: 'Ravi Kumar', email: 'ravi@example.com' });
  db().addAgent({ UserName: 'sita', DisplayName: 'Sita', email: 'sita@example.com', isActive: false });
  await openAgents();
  const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
  expect(headers).toEqual(['Username', 'Display Name', 'Email', 'Status', 'Edit', 'Delete', 'End sessions', 'API tokens']);
  expect(within(rowOf('ravi')).getByText('Ravi Kumar')).toBeInTheDocument();
  expect(within(rowOf('ravi')).getByText('ravi@example.com')).toBeInTheDocument();
  expect(within(rowOf('ravi')).getByText('Active')).toBeInTheDocument();
  expect(within(rowOf('sita')).getByText('Inactive')).toBeInTheDocument();
});

test('says so when there are no agents', async () => {
  await openAgents();
  expect(await screen.findByText('No agents found.')).toBeInTheDocument();
});

test('says so when the agents cannot be loaded', async () => {
  server.use(failingRoute('get', apiPaths.users));
  await openAgents();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load agents');
});

test('Delete asks first; refusing keeps the agent', async () => {
  db().addAgent({ UserName: 'ravi' });
  const confirm = answerConfirm(false);
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'Delete' }));
  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this agent?');
  expect(rowOf('ravi')).toBeInTheDocument();
  expect(db().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
});

test('Delete, confirmed, removes the agent and leaves edit mode if it was being edited', async () => {
  db().addAgent({ UserName: 'ravi' });
  answerConfirm(true);
  const user = await openAgents();
  const row = within(await screen.findByRole('row', { name: /^ravi / }));
  await user.click(row.getByRole('button', { name: 'Edit' }));
  await user.click(row.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No agents found.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Add Agent' })).toBeInTheDocument();
});

test('a failed delete says so and keeps the agent', async () => {
  db().addAgent({ UserName: 'ravi' });
  server.use(failingRoute('delete', apiPaths.user.route));
  answerConfirm(true);
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete agent');
  expect(rowOf('ravi')).toBeInTheDocument();
});

test('End sessions asks first, then shows how many sessions of the agent the server ended', async () => {
  db().addAgent({ UserName: 'ravi' });
  server.use(answerOnceAsRecorded(recordedExchanges.accountAgentSessionsEnded));
  const confirm = answerConfirm(true);
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'End sessions' }));
  expect(confirm).toHaveBeenCalledWith('End every session of this agent? They will have to sign in again.');
  expect(await screen.findByRole('status')).toHaveTextContent('2 session(s) of the agent ended');
});

test('End sessions after a while asks for the admin’s password in place, then ends them', async () => {
  db().addAgent({ UserName: 'ravi' });
  const { accountAgentSessionsReauthRequired, accountAgentSessionsEnded, accountReauthOptionsPassword, accountAdminReauthConfirmed } = recordedExchanges;
  server.use(
    answerOnceAsRecorded(accountAgentSessionsReauthRequired),
    answerOnceAsRecorded(accountAgentSessionsEnded),
    answerOnceAsRecorded(accountReauthOptionsPassword),
    answerOnceAsRecorded(accountAdminReauthConfirmed),
  );
  const confirm = answerConfirm(true);
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'End sessions' }));
  const form = await screen.findByRole('form', { name: 'Confirm it is you' });
  await user.type(within(form).getByLabelText('Password'), accountAdminReauthConfirmed.request.Password);
  await user.click(within(form).getByRole('button', { name: 'Confirm and continue' }));
  expect(await screen.findByRole('status')).toHaveTextContent(accountAgentSessionsEnded.response.message);
  expect(screen.queryByRole('form', { name: 'Confirm it is you' })).not.toBeInTheDocument();
  // Asked once: the admin confirmed who they are, not the ending again.
  expect(confirm).toHaveBeenCalledTimes(1);
});

test('Cancel in the password prompt leaves the sessions as they were, with no failure shown', async () => {
  db().addAgent({ UserName: 'ravi' });
  server.use(answerOnceAsRecorded(recordedExchanges.accountAgentSessionsReauthRequired), answerOnceAsRecorded(recordedExchanges.accountReauthOptionsPassword));
  answerConfirm(true);
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'End sessions' }));
  await user.click(within(await screen.findByRole('form', { name: 'Confirm it is you' })).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Confirm it is you' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(within(rowOf('ravi')).getByRole('button', { name: 'End sessions' })).toBeEnabled();
});

test('API tokens opens the agent’s tokens, with the form to create one', async () => {
  db().addAgent({ UserName: 'ravi' });
  server.use(answerOnceAsRecorded(recordedExchanges.accountAgentTokensNone));
  const user = await openAgents();
  await user.click(within(await screen.findByRole('row', { name: /^ravi / })).getByRole('button', { name: 'API tokens' }));
  const panel = await screen.findByRole('region', { name: 'API tokens of ravi' });
  expect(await within(panel).findByText('No API tokens.')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Create token' })).toBeInTheDocument();
});
