import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signOut } from '@ghadi/auth';
import { accountPaths } from '@ghadi/contracts';
import { answerOnceAsRecorded, buildLoginUser, recordedExchanges, sessionHandlers, signInThroughForm } from '@ghadi/testing';
import { LoginScreen } from '../../login-screen';
import { UiTexts } from '../testing/ui-texts';
import { FailedSignInsNotice } from '../failed-sign-ins';

// sunil's password was tried wrong twice since he last signed in: the server's recorded answer says so.
const sunil = buildLoginUser('agent', { UserName: 'sunil' });
const server = setupServer(...sessionHandlers([{ user: sunil, password: 'agent-pass-5' }]));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  signOut();
  // The notice lives with the page: the next test's sign-in reads its own count.
  await act(async () => {});
});
afterAll(() => server.close());

/** The login screen, and the back office's layout (the notice above the screen) once signed in. */
function renderSignIn(language: 'en' | 'hi' = 'en') {
  render(
    <UiTexts language={language}>
      <MemoryRouter initialEntries={['/agent/login']}>
        <Routes>
          <Route path="/agent/login" element={<LoginScreen title="Agent Login" role="agent" homePath="/agent/dashboard" wrongTypeMessage="Not an agent" />} />
          <Route
            path="*"
            element={
              <main>
                <FailedSignInsNotice />
                <h1>Dashboard</h1>
              </main>
            }
          />
        </Routes>
      </MemoryRouter>
    </UiTexts>,
  );
  return userEvent.setup();
}

test('after signing in, the owner is told of the failed attempts since the last visit, until dismissed', async () => {
  server.use(answerOnceAsRecorded(recordedExchanges.accountSecurityFailedSignIns));
  const user = renderSignIn();
  await signInThroughForm(user, 'sunil', 'agent-pass-5');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('2 failed sign-in attempts since your last visit');
  expect(notice).toHaveTextContent('If these were not you, change your password on the Security page.');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

test('nothing is shown after a sign-in with no failed attempts before it', async () => {
  const answered: string[] = [];
  server.events.on('response:mocked', ({ request }) => answered.push(new URL(request.url).pathname));
  const user = renderSignIn();
  await signInThroughForm(user, 'sunil', 'agent-pass-5');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  // The read has been answered (sessionHandlers: none failed), and left nothing to tell.
  await waitFor(() => expect(answered).toContain(accountPaths.mySecurity));
  await act(async () => {});
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  server.events.removeAllListeners();
});

test('the notice is in Hindi on a Hindi back office', async () => {
  server.use(answerOnceAsRecorded(recordedExchanges.accountSecurityFailedSignIns));
  const user = renderSignIn('hi');
  await user.type(screen.getByLabelText('यूज़रनेम'), 'sunil');
  await user.type(screen.getByLabelText('पासवर्ड'), 'agent-pass-5');
  await user.click(screen.getByRole('button', { name: 'लॉगिन' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('आपकी पिछली विज़िट के बाद से 2 असफल साइन-इन प्रयास');
  expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
});
