import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signOut } from '@ghadi/auth';
import { accountPaths } from '@ghadi/contracts';
import { answerOnceAsRecorded, buildSession, recordedExchanges, runtimeConfigHandler } from '@ghadi/testing';
import { renderSecurityScreen } from '../testing/render-security-screen';

// asha signed in long enough ago that the server wants her password again before a lasting credential.
const asha = buildSession('agent', { UserName: 'asha' });
const { accountTokenReauthRequired, accountReauthOptionsPassword, accountReauthOptionsTotp, accountReauthWrongPassword, accountReauthConfirmed, accountTokenCreated } =
  recordedExchanges;
const sent: string[] = [];
const server = setupServer(
  runtimeConfigHandler(() => ({ timeZone: 'Asia/Kolkata' })),
  http.get(`*${accountPaths.mySessions}`, () => HttpResponse.json({ success: true, data: [] })),
  http.get(`*${accountPaths.agentTokens.url(asha.id)}`, () => HttpResponse.json({ success: true, data: [] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.use(answerOnceAsRecorded(recordedExchanges.accountSecurityNothingSetUp));
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const renderScreen = (language: 'en' | 'hi' = 'en') => renderSecurityScreen(asha, language);

async function askForToken(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Token name'), 'Laptop script');
  await user.click(screen.getByRole('button', { name: 'Create token' }));
}

test('a token refused for an old sign-in asks for the password in place, then is created without starting over', async () => {
  const user = renderScreen();
  server.use(
    answerOnceAsRecorded(accountTokenReauthRequired),
    answerOnceAsRecorded(accountTokenCreated),
    answerOnceAsRecorded(accountReauthOptionsPassword),
    answerOnceAsRecorded(accountReauthWrongPassword),
    answerOnceAsRecorded(accountReauthConfirmed),
  );
  await askForToken(user);
  const confirm = await screen.findByRole('form', { name: 'Confirm it is you' });
  const password = await screen.findByLabelText('Password');
  expect(password).toHaveFocus();
  // An account without a factor is asked for its password alone.
  expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(confirm).toHaveTextContent('Password is required');
  await user.type(password, 'not-my-password');
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(accountReauthWrongPassword.response.message);

  await user.clear(password);
  await user.type(password, 'agent-pass-2');
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(await screen.findByText(accountTokenCreated.response.token)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(accountTokenCreated.response.message);
  expect(screen.queryByRole('form', { name: 'Confirm it is you' })).not.toBeInTheDocument();
  const tokens = accountPaths.agentTokens.url(asha.id);
  expect(sent).toEqual([
    `POST ${tokens}`,
    `POST ${accountPaths.myReauthOptions}`,
    `POST ${accountPaths.myReauth}`,
    `POST ${accountPaths.myReauth}`,
    `POST ${tokens}`,
  ]);
});

test('an account with an authenticator app is asked for its code too; cancelling drops the action quietly', async () => {
  const user = renderScreen();
  server.use(answerOnceAsRecorded(accountTokenReauthRequired), answerOnceAsRecorded(accountReauthOptionsTotp));
  await askForToken(user);
  await user.type(await screen.findByLabelText('Password'), 'agent-pass-3');
  const code = await screen.findByLabelText('Code');
  await user.type(code, '12');
  await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
  expect(screen.getByText('Enter the 6 digits of your app or a recovery code')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Confirm it is you' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create token' })).toBeEnabled());
  expect(sent).toEqual([`POST ${accountPaths.agentTokens.url(asha.id)}`, `POST ${accountPaths.myReauthOptions}`]);
});

test('the confirmation speaks Hindi on a Hindi screen', async () => {
  const user = renderScreen('hi');
  server.use(answerOnceAsRecorded(accountTokenReauthRequired), answerOnceAsRecorded(accountReauthOptionsPassword));
  await user.type(await screen.findByLabelText('टोकन का नाम'), 'Laptop script');
  await user.click(screen.getByRole('button', { name: 'टोकन बनाएँ' }));
  expect(await screen.findByRole('form', { name: 'पुष्टि करें कि यह आप हैं' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'पुष्टि करें और आगे बढ़ें' }));
  expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();
});
