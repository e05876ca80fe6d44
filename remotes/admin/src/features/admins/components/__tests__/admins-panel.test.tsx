import { screen, within } from '@testing-library/react';
import { getSession } from '@ghadi/auth';
import { accountPaths } from '@ghadi/contracts';
import { answerOnceAsRecorded, failingRoute, recordedExchanges } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

// The admins: the list with the signed-in admin marked, adding one, resetting a password, (de)activating,
// and the server's refusal to deactivate the last active admin.
const { server, db } = setupAdminServer();

const rowOf = (username: string) => screen.getByRole('row', { name: new RegExp(`^${username}`) });

/** The signed-in admin, and another, as the list has them. */
function seed() {
  const self = getSession()!;
  db().addAgent({ id: self.id, _id: self.id, UserName: self.UserName, UserType: 'admin' });
  return db().addAgent({ UserName: 'deputy', UserType: 'admin' });
}

/** The Admins screen, once its list (of `awaited`, when given) has arrived. */
async function openAdmins(awaited?: string) {
  const user = renderAdmin('/admin/admins');
  await screen.findByRole('heading', { level: 2, name: 'Admins' });
  if (awaited) await screen.findByRole('rowheader', { name: awaited });
  return user;
}

test('the sidebar leads to the admins, listed with their status and the signed-in one marked', async () => {
  seed();
  db().addAgent({ UserName: 'retired', UserType: 'admin', isActive: false });
  const user = renderAdmin('/admin/dashboard');
  await user.click(await screen.findByRole('link', { name: 'Admins' }));
  expect(await screen.findByRole('rowheader', { name: `${getSession()!.UserName} (you)` })).toBeInTheDocument();
  expect(within(rowOf('deputy')).getByText('Active')).toBeInTheDocument();
  expect(within(rowOf('deputy')).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  expect(within(rowOf('retired')).getByText('Inactive')).toBeInTheDocument();
  expect(within(rowOf('retired')).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  expect(within(rowOf('retired')).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
});

test('adds an admin, after the rules the server applies', async () => {
  seed();
  const user = await openAdmins();
  const form = screen.getByRole('form', { name: 'Add Admin' });
  await user.type(within(form).getByLabelText('Username'), 'second-admin');
  await user.type(within(form).getByLabelText('Password'), 'short');
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(within(form).getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(db().requests.filter((request) => request.method === 'POST')).toEqual([]);

  await user.type(within(form).getByLabelText('Password'), '-long-enough');
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('rowheader', { name: 'second-admin' })).toBeInTheDocument();
  expect(db().requests.filter((request) => request.method === 'POST')).toEqual([
    { method: 'POST', path: accountPaths.admins, query: {}, body: { UserName: 'second-admin', Password: 'short-long-enough' } },
  ]);
});

test('resets another admin’s password, and says what the server did', async () => {
  seed();
  const { accountAdminPasswordReset } = recordedExchanges;
  server.use(answerOnceAsRecorded(accountAdminPasswordReset));
  const user = await openAdmins('deputy');
  await user.click(within(rowOf('deputy')).getByRole('button', { name: 'Reset password' }));
  const form = await screen.findByRole('form', { name: 'Reset the password of deputy' });
  expect(within(form).queryByLabelText('Username')).not.toBeInTheDocument();
  await user.type(within(form).getByLabelText('New password'), accountAdminPasswordReset.request.Password);
  await user.click(within(form).getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent(accountAdminPasswordReset.response.message);
  expect(screen.getByRole('form', { name: 'Add Admin' })).toBeInTheDocument();
});

test('deactivates an admin after asking, and reactivates them', async () => {
  seed();
  const confirm = answerConfirm(true);
  const user = await openAdmins('deputy');
  await user.click(within(rowOf('deputy')).getByRole('button', { name: 'Deactivate' }));
  expect(confirm).toHaveBeenCalledWith('Deactivate deputy? Their sessions end and they can no longer sign in.');
  expect(await within(rowOf('deputy')).findByText('Inactive')).toBeInTheDocument();
  await user.click(within(rowOf('deputy')).getByRole('button', { name: 'Reactivate' }));
  expect(confirm).toHaveBeenLastCalledWith('Reactivate deputy? They can sign in again with their password.');
  expect(await within(rowOf('deputy')).findByText('Active')).toBeInTheDocument();
});

test('the last active admin is not deactivated: the server’s reason is shown', async () => {
  seed();
  server.use(answerOnceAsRecorded(recordedExchanges.accountAdminLastActive));
  answerConfirm(true);
  const user = await openAdmins('deputy');
  await user.click(within(rowOf(`${getSession()!.UserName} \\(you\\)`)).getByRole('button', { name: 'Deactivate' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to update admin');
  expect(alert).toHaveTextContent(recordedExchanges.accountAdminLastActive.response.message);
});

test('says so when the admins cannot be loaded', async () => {
  server.use(failingRoute('get', accountPaths.admins));
  await openAdmins();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load admins');
});
