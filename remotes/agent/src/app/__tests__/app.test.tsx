import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getSession, signIn, signOut } from '@ghadi/auth';
import { agentGhadiFake, buildGhadi, buildLoginUser, buildSession, revokedTokens, sessionHandlers, signInThroughForm } from '@ghadi/testing';
import { App } from '../app';

const server = setupServer(
  ...sessionHandlers([
    { user: buildLoginUser('admin', { UserName: 'boss' }), password: 'admin-pass-1' },
    { user: buildLoginUser('agent', { UserName: 'ravi', DisplayName: 'Ravi Kumar' }), password: 'agent-pass-1' },
  ]),
  ...agentGhadiFake({ assigned: [buildGhadi({ NameEn: 'Kalyan' })] }).handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => signOut());
afterAll(() => server.close());

function Elsewhere() {
  return <p>{`left for ${useLocation().pathname}`}</p>;
}

function renderAgent(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/agent/*" element={<App />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('an agent signs in and lands on /agent/dashboard', async () => {
  const user = renderAgent('/agent/login');
  await signInThroughForm(user, 'ravi', 'agent-pass-1');
  expect(await screen.findByRole('heading', { name: 'Ghadi & Results' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Agent Dashboard' })).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: /^Kalyan/, selected: true })).toBeInTheDocument();
  expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
});

test('an admin account is refused on the agent login', async () => {
  const user = renderAgent('/agent/login');
  await signInThroughForm(user, 'boss', 'admin-pass-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Not authorized or not an agent');
  expect(getSession()).toBeNull();
});

test('Logout revokes the token on the server, forgets it here and goes to /login', async () => {
  signIn(buildSession('agent', { token: 'agent-token-9' }));
  const user = renderAgent('/agent/dashboard');
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('left for /login')).toBeInTheDocument();
  expect(revokedTokens).toContain('agent-token-9');
  expect(window.localStorage.getItem('user')).toBeNull();
});

test('ghadi-results shows the placeholder the spec names', () => {
  signIn(buildSession('agent'));
  renderAgent('/agent/ghadi-results');
  expect(screen.getByText(/coming soon/)).toBeInTheDocument();
});
