import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getSession, signOut } from '@ghadi/auth';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { buildLoginUser, revokedTokens, sessionHandlers } from '@ghadi/testing';
import { LoginScreen } from '../login-screen';
import { UiTexts } from '../account-security/testing/ui-texts';

const agent = buildLoginUser('agent', { UserName: 'ravi' });
const admin = buildLoginUser('admin', { UserName: 'boss' });
const server = setupServer(
  ...sessionHandlers([
    { user: agent, password: 'agent-pass-1' },
    { user: admin, password: 'admin-pass-1' },
  ]),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

function Landed() {
  return <p>{`landed on ${useLocation().pathname}`}</p>;
}

function renderAgentLogin(state?: unknown) {
  render(
    <UiTexts>
      <MemoryRouter initialEntries={[{ pathname: '/agent/login', state }]}>
        <Routes>
          <Route
            path="/agent/login"
            element={
              <LoginScreen
                title="Agent Login"
                role="agent"
                homePath="/agent/dashboard"
                wrongTypeMessage="Not authorized or not an agent"
              />
            }
          />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </UiTexts>,
  );
  const user = userEvent.setup();
  return {
    user,
    async signInWith(name: string, password: string) {
      if (name) await user.type(screen.getByLabelText('Username'), name);
      if (password) await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Login' }));
    },
  };
}

test('username and password are required, and nothing is sent without them', async () => {
  const sent = jest.fn();
  server.events.on('request:start', sent);
  const { signInWith } = renderAgentLogin();
  await signInWith('', '');
  expect(screen.getByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();
  server.events.removeAllListeners();
});

test('the button reads "Logging in..." and is disabled while the request is under way', async () => {
  server.use(
    http.post(`*${apiPaths.login}`, async () => {
      await delay(200);
      return HttpResponse.json({ success: false, code: 'invalidCredentials', message: serverMessages.invalidCredentials }, { status: 401 });
    }),
  );
  const { signInWith } = renderAgentLogin();
  await signInWith('ravi', 'whatever');
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a refused login shows the server message', async () => {
  const { signInWith } = renderAgentLogin();
  await signInWith('ravi', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(getSession()).toBeNull();
});

test('a failure without a server message shows "Login failed"', async () => {
  server.use(http.post(`*${apiPaths.login}`, () => HttpResponse.error()));
  const { signInWith } = renderAgentLogin();
  await signInWith('ravi', 'agent-pass-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
});

test('an account of the other type is refused, not stored, and its token revoked', async () => {
  const { signInWith } = renderAgentLogin();
  await signInWith('boss', 'admin-pass-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Not authorized or not an agent');
  expect(getSession()).toBeNull();
  await waitFor(() => expect(revokedTokens).toContain('token-for-boss'));
});

test('success stores the session with its token and goes to the dashboard', async () => {
  const { signInWith } = renderAgentLogin();
  await signInWith('ravi', 'agent-pass-1');
  expect(await screen.findByText('landed on /agent/dashboard')).toBeInTheDocument();
  expect(getSession()).toMatchObject({ UserName: 'ravi', userType: 'agent', token: 'token-for-ravi' });
  expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').token).toBe('token-for-ravi');
});

test('success returns to the page the guard turned the visitor away from', async () => {
  const { signInWith } = renderAgentLogin({ from: { pathname: '/agent/ghadi-results', search: '', hash: '' } });
  await signInWith('ravi', 'agent-pass-1');
  expect(await screen.findByText('landed on /agent/ghadi-results')).toBeInTheDocument();
});

test('a "from" outside the area is ignored', async () => {
  const { signInWith } = renderAgentLogin({ from: { pathname: '/admin/agents' } });
  await signInWith('ravi', 'agent-pass-1');
  expect(await screen.findByText('landed on /agent/dashboard')).toBeInTheDocument();
});

test('the password can be shown and hidden', async () => {
  const { user } = renderAgentLogin();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});
