import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signOut } from '@ghadi/auth';
import { accountPaths, serverMessages } from '@ghadi/contracts';
import { answerOnceAsRecorded, buildSession, recordedExchanges, runtimeConfigHandler } from '@ghadi/testing';
import { renderSecurityScreen } from '../testing/render-security-screen';

const agent = buildSession('agent', { UserName: 'ravi' });
// The agent's own sessions and tokens: two sessions, this one first (its device as the server names it from
// the User-Agent; the other's named nothing it knows), and no token yet.
const sessions = [
  { id: 'a'.repeat(32), device: 'Chrome 142 on Linux', address: '203.0.113.7', startedAt: '2026-03-01T06:00:00.000Z', lastUsedAt: '2026-03-01T06:30:00.000Z', current: true },
  { id: 'b'.repeat(32), device: null, address: '198.51.100.20', startedAt: '2026-02-28T06:00:00.000Z', lastUsedAt: '2026-02-28T07:00:00.000Z', current: false },
];
const server = setupServer(
  runtimeConfigHandler(() => ({ timeZone: 'Asia/Kolkata' })),
  http.get(`*${accountPaths.mySessions}`, () => HttpResponse.json({ success: true, data: sessions })),
  http.get(`*${accountPaths.agentTokens.url(agent.id)}`, () => HttpResponse.json({ success: true, data: [] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(answerOnceAsRecorded(recordedExchanges.accountSecurityNothingSetUp)));
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const renderScreen = (session = agent, language: 'en' | 'hi' = 'en') => renderSecurityScreen(session, language);

test('an agent sees no factor yet, the sessions with this one marked, and the API tokens', async () => {
  renderScreen();
  expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  expect(screen.getByText('No passkeys yet.')).toBeInTheDocument();
  const list = await screen.findByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^Chrome 142 on Linux \(This device\)/);
  expect(within(items[0]!).queryByRole('button', { name: 'End' })).not.toBeInTheDocument();
  expect(items[1]).toHaveTextContent('Unknown device');
  expect(within(items[1]!).getByRole('button', { name: 'End' })).toBeInTheDocument();
  expect(await screen.findByText('No API tokens.')).toBeInTheDocument();
});

test('setting up the app shows the QR code and the key, and the server’s refusal of a wrong first code', async () => {
  const user = renderScreen();
  server.use(answerOnceAsRecorded(recordedExchanges.accountTotpStarted), answerOnceAsRecorded(recordedExchanges.accountTotpConfirmWrongCode));
  await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(screen.getByText('RECORDEDSECRETBASE32AAAAAAAAAAAA')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.getByText('Enter the 6 digits of your app or a recovery code')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.invalidCode);
});

test('a session held to enrolment says why, and shows only the factors', async () => {
  renderScreen({ ...agent, mfaEnrolmentRequired: true });
  expect(await screen.findByRole('alert')).toHaveTextContent('This site asks you to set up two-step sign-in before you continue');
  expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Signed-in sessions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument();
});

test('a token without a name is refused before anything is sent, in the language on screen', async () => {
  const user = renderScreen(agent, 'hi');
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') sent.push(request.url);
  });
  await user.click(await screen.findByRole('button', { name: 'टोकन बनाएँ' }));
  expect(screen.getByText('टोकन को नाम दें')).toBeInTheDocument();
  expect(sent).toEqual([]);
  server.events.removeAllListeners();
});
