import { act, screen } from '@testing-library/react';
import { signIn, signOut } from '@ghadi/auth';
import { chooseBackOfficeLanguage } from '@ghadi/i18n';
import { buildSession } from '@ghadi/testing';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';
import { testI18n } from '@/testing/texts';

// The federation runtime itself is exercised by the browser suite; here each remote is a stand-in
// that reports where it was mounted, so the route table and its guards can be checked.
jest.mock('@/lib/remotes', () => {
  const { useLocation: useRouterLocation } = jest.requireActual('react-router');
  const stand = (name: string) =>
    function StandIn() {
      const location = useRouterLocation();
      if (process.env.BREAK_REMOTE === name) throw new Error(`${name} remote crashed`);
      const from = location.state?.from?.pathname;
      return <p>{`${name} remote at ${location.pathname}${from ? ` from ${from}` : ''}`}</p>;
    };
  return { loadRemoteApp: (name: string) => Promise.resolve({ default: stand(name) }) };
});

setupPublicApi();

afterEach(() => {
  signOut();
  delete process.env.BREAK_REMOTE;
});

test('/login redirects to /agent/login', async () => {
  renderApp('/login');
  expect(await screen.findByText('agent remote at /agent/login')).toBeInTheDocument();
});

test('signed out, /admin/dashboard goes to the admin login with "from"', async () => {
  renderApp('/admin/dashboard');
  expect(await screen.findByText('admin remote at /admin/login from /admin/dashboard')).toBeInTheDocument();
});

test('signed out, /agent/dashboard goes to the agent login with "from"', async () => {
  renderApp('/agent/dashboard');
  expect(await screen.findByText('agent remote at /agent/login from /agent/dashboard')).toBeInTheDocument();
});

test('the login pages are open to everyone', async () => {
  renderApp('/admin/login');
  expect(await screen.findByText('admin remote at /admin/login')).toBeInTheDocument();
});

test('an agent opening the admin area lands on the public home', async () => {
  signIn(buildSession('agent'));
  renderApp('/admin/agents');
  expect(await screen.findByRole('heading', { name: 'SATTA CHART' })).toBeInTheDocument();
});

test('an admin opening the agent area lands on the public home', async () => {
  signIn(buildSession('admin'));
  renderApp('/agent/dashboard');
  expect(await screen.findByRole('heading', { name: 'SATTA CHART' })).toBeInTheDocument();
});

test('the signed-in role reaches its area', async () => {
  signIn(buildSession('admin'));
  renderApp('/admin/results');
  expect(await screen.findByText('admin remote at /admin/results')).toBeInTheDocument();
});

test('a remote that breaks while rendering shows the fallback with Retry', async () => {
  process.env.BREAK_REMOTE = 'admin';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn(buildSession('admin'));
  renderApp('/admin/dashboard');
  expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test("the shell's words around a back office follow the language its user chose, and a switch made there", async () => {
  const hindi = testI18n('hi');
  chooseBackOfficeLanguage('hi');
  process.env.BREAK_REMOTE = 'admin';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn(buildSession('admin'));
  renderApp('/admin/dashboard');
  expect(await screen.findByText(hindi._('remote.title'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: hindi._('common.retry') })).toBeInTheDocument();

  act(() => chooseBackOfficeLanguage('en'));
  expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
});

test('an unknown address shows a not-found page with a way back', async () => {
  renderApp('/no-such-page');
  // Its code arrives when first shown (app/router.tsx).
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Chart' })).toHaveAttribute('href', '/');
});
