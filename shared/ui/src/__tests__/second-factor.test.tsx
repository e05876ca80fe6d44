import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getSession, signOut } from '@ghadi/auth';
import { accountPaths, serverMessages } from '@ghadi/contracts';
import { answerOnceAsRecorded, buildLoginUser, recordedExchanges } from '@ghadi/testing';
import { LoginScreen } from '../login-screen';
import { UiTexts } from '../account-security/testing/ui-texts';

// ravi has an authenticator app: the server's answers to his sign-in are the recorded ones.
const ravi = buildLoginUser('agent', { UserName: 'ravi' });
const sent: unknown[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  server.use(answerOnceAsRecorded(recordedExchanges.accountLoginSecondStep), answerOnceAsRecorded(recordedExchanges.accountSecurityNothingSetUp));
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

function Landed() {
  return <p>{`landed on ${useLocation().pathname}`}</p>;
}

async function passwordStep() {
  render(
    <UiTexts>
      <MemoryRouter initialEntries={['/agent/login']}>
        <Routes>
          <Route path="/agent/login" element={<LoginScreen title="Agent Login" role="agent" homePath="/agent/dashboard" wrongTypeMessage="Not an agent" />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </UiTexts>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'ravi');
  await user.type(screen.getByLabelText('Password'), 'agent-pass-1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return user;
}

test('a right password of an account with an app asks for its code, signing nobody in yet', async () => {
  await passwordStep();
  expect(screen.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  expect(getSession()).toBeNull();
});

test('a code that is not 6 digits or a recovery code is refused before anything is sent', async () => {
  const user = await passwordStep();
  server.events.on('request:start', ({ request }) => sent.push(request.url));
  await user.type(screen.getByLabelText('Code'), '12');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByText('Enter the 6 digits of your app or a recovery code')).toBeInTheDocument();
  expect(sent).toEqual([]);
  server.events.removeAllListeners();
});

test('a wrong code shows the server’s refusal; a right one signs in and lands in the area', async () => {
  const user = await passwordStep();
  server.use(answerOnceAsRecorded(recordedExchanges.accountSecondFactorInvalidCode));
  await user.type(screen.getByLabelText('Code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.invalidCode);

  server.use(
    http.post(`*${accountPaths.secondFactor}`, () =>
      HttpResponse.json({ success: true, token: 'token-for-ravi', user: ravi, message: serverMessages.loginSuccessful }),
    ),
  );
  await user.clear(screen.getByLabelText('Code'));
  await user.type(screen.getByLabelText('Code'), '123 456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('landed on /agent/dashboard')).toBeInTheDocument();
  expect(getSession()).toMatchObject({ UserName: 'ravi', token: 'token-for-ravi' });
});

test('Back to sign in returns to the password form', async () => {
  const user = await passwordStep();
  await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
  expect(screen.getByRole('heading', { name: 'Agent Login' })).toBeInTheDocument();
});
