import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getSession, signIn, signOut } from '@ghadi/auth';
import { adminApiHandlers, buildLoginUser, buildSession, createAdminDb, sessionHandlers, signInThroughForm } from '@ghadi/testing';
import { createQueryClient } from '@/lib/query-client';
import { App } from '../app';

const server = setupServer(
  ...sessionHandlers([
    { user: buildLoginUser('admin', { UserName: 'boss' }), password: 'admin-pass-1' },
    { user: buildLoginUser('agent', { UserName: 'ravi' }), password: 'agent-pass-1' },
  ]),
  // The screens behind the layout load their data as soon as they open.
  ...adminApiHandlers(createAdminDb()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => signOut());
afterAll(() => server.close());

function Elsewhere() {
  return <p>{`left for ${useLocation().pathname}`}</p>;
}

function renderAdmin(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<App queryClient={createQueryClient({ retry: false })} />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('an admin signs in and lands on /admin/dashboard', async () => {
  const user = renderAdmin('/admin/login');
  await signInThroughForm(user, 'boss', 'admin-pass-1');
  expect(await screen.findByRole('heading', { name: 'Welcome, Admin' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
  expect(getSession()?.userType).toBe('admin');
});

test('an agent account is refused on the admin login', async () => {
  const user = renderAdmin('/admin/login');
  await signInThroughForm(user, 'ravi', 'agent-pass-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Not authorized or not an admin');
  expect(getSession()).toBeNull();
});

test('the sidebar is open by default, highlights the page, and closes on a link click', async () => {
  signIn(buildSession('admin'));
  const user = renderAdmin('/admin/dashboard');
  const sidebar = screen.getByRole('navigation', { name: 'Admin' });
  expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveClass('active');
  for (const entry of ['Agents', 'Ghadi', 'Results', 'Assign Ghadi', 'Content Blocks']) {
    expect(within(sidebar).getByRole('link', { name: entry })).toBeInTheDocument();
  }
  await user.click(within(sidebar).getByRole('link', { name: 'Agents' }));
  expect(screen.getByRole('heading', { name: 'Agents' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
});

test('the header button and the close button toggle the sidebar', async () => {
  signIn(buildSession('admin'));
  const user = renderAdmin('/admin/dashboard');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
});

test('Logout in the sidebar ends the session and returns to the admin login', async () => {
  signIn(buildSession('admin'));
  const user = renderAdmin('/admin/dashboard');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(window.localStorage.getItem('user')).toBeNull();
});
