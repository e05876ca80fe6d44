import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getSession, signOut } from '@ghadi/auth';
import { accountPaths } from '@ghadi/contracts';
import { answerOnceAsRecorded, buildSession, recordedExchanges, runtimeConfigHandler } from '@ghadi/testing';
import { renderSecurityScreen } from '../testing/render-security-screen';

const { accountPasswordChanged, accountPasswordWrongCurrent } = recordedExchanges;
let sessionReads = 0;
const sent: unknown[] = [];
const server = setupServer(
  runtimeConfigHandler(() => ({ timeZone: 'Asia/Kolkata' })),
  http.get(`*${accountPaths.mySessions}`, () => {
    sessionReads += 1;
    return HttpResponse.json({ success: true, data: [] });
  }),
  http.get(`*${accountPaths.agentTokens.route}`, () => HttpResponse.json({ success: true, data: [] })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionReads = 0;
  sent.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') sent.push(request.url);
  });
  server.use(answerOnceAsRecorded(recordedExchanges.accountSecurityNothingSetUp));
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const renderScreen = (userType: 'agent' | 'admin' = 'agent', language: 'en' | 'hi' = 'en') => renderSecurityScreen(buildSession(userType), language);

async function fill(user: ReturnType<typeof userEvent.setup>, values: { currentPassword: string; newPassword: string; confirmPassword: string }, words = { current: 'Current password', fresh: 'New password', again: 'New password again' }) {
  const section = await screen.findByRole('region', { name: words.current === 'Current password' ? 'Change your password' : 'अपना पासवर्ड बदलें' });
  if (values.currentPassword) await user.type(within(section).getByLabelText(words.current), values.currentPassword);
  if (values.newPassword) await user.type(within(section).getByLabelText(words.fresh), values.newPassword);
  if (values.confirmPassword) await user.type(within(section).getByLabelText(words.again), values.confirmPassword);
  return section;
}

test('the site’s rule and a second typing that differs are refused before anything is sent', async () => {
  const user = renderScreen();
  const section = await fill(user, { currentPassword: '', newPassword: 'short', confirmPassword: 'short' });
  expect(within(section).getByText('At least 8 and at most 128 characters.')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(within(section).getByText('Password is required')).toBeInTheDocument();
  expect(within(section).getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(within(section).getByLabelText('New password')).toHaveAccessibleDescription(/At least 8 and at most 128 characters\. Password must be at least 8 characters/);

  await user.type(within(section).getByLabelText('New password'), '-and-longer');
  await user.type(within(section).getByLabelText('New password again'), '-but-not-the-same');
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(within(section).getByText('The passwords do not match')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a wrong current password gets the server’s answer, and the person stays signed in', async () => {
  const user = renderScreen();
  server.use(answerOnceAsRecorded(accountPasswordWrongCurrent));
  const section = await fill(user, accountPasswordWrongCurrent.request);
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(accountPasswordWrongCurrent.response.message);
  expect(getSession()).not.toBeNull();
});

test('a changed password says so, that the other sessions (and an agent’s tokens) are gone, and lists the sessions again', async () => {
  const user = renderScreen();
  server.use(answerOnceAsRecorded(accountPasswordChanged));
  const section = await fill(user, accountPasswordChanged.request);
  expect(sessionReads).toBe(1);
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(await within(section).findByRole('status')).toHaveTextContent(
    `${accountPasswordChanged.response.message}. Your other sessions were signed out and your API tokens revoked.`,
  );
  expect(within(section).getByLabelText('Current password')).toHaveValue('');
  expect(sessionReads).toBe(2);
  expect(sent).toEqual([expect.stringMatching(new RegExp(`${accountPaths.myPassword}$`))]);
});

test('an admin, who has no tokens, is told of the sessions only', async () => {
  const user = renderScreen('admin');
  server.use(answerOnceAsRecorded(accountPasswordChanged));
  const section = await fill(user, accountPasswordChanged.request);
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(await within(section).findByRole('status')).toHaveTextContent(/^Password changed\. Your other sessions were signed out\.$/);
});

test('the form and its rules are in Hindi on a Hindi screen', async () => {
  const user = renderScreen('agent', 'hi');
  const section = await fill(user, { currentPassword: 'x', newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' }, { current: 'मौजूदा पासवर्ड', fresh: 'नया पासवर्ड', again: 'नया पासवर्ड दोबारा' });
  expect(within(section).getByText('कम से कम 8 और अधिकतम 128 अक्षर।')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'पासवर्ड बदलें' }));
  expect(within(section).getByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeInTheDocument();
  expect(sent).toEqual([]);
});
