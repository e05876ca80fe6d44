import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getSession, signIn, signOut } from '@ghadi/auth';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { answerOnceAsRecorded, buildSession, recordedExchanges } from '@ghadi/testing';
import { apiClient, changeOwnPassword, configureApiClient, createApiToken, errorCode, errorMessage, login, reauthenticate, reauthRequired } from '../index';

const seenAuthorization: (string | null)[] = [];
const server = setupServer(
  http.get('*/api/echo', ({ request }) => {
    seenAuthorization.push(request.headers.get('Authorization'));
    return HttpResponse.json({ success: true, url: request.url });
  }),
  http.get('*/api/expired', () => HttpResponse.json({ success: false, code: 'signInRequired', message: serverMessages.signInRequired }, { status: 401 })),
  http.post(`*${apiPaths.login}`, () => HttpResponse.json({ success: false, code: 'invalidCredentials', message: serverMessages.invalidCredentials }, { status: 401 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOut();
  seenAuthorization.length = 0;
  configureApiClient('');
});
afterAll(() => server.close());

test('every request carries the stored bearer token, and none without a session', async () => {
  await apiClient.get('http://localhost/api/echo');
  signIn(buildSession('admin', { token: 'abc123' }));
  await apiClient.get('http://localhost/api/echo');
  expect(seenAuthorization).toEqual([null, 'Bearer abc123']);
});

test('requests wait for the runtime config and use its API base URL', async () => {
  let provide: (url: string) => void = () => undefined;
  configureApiClient(new Promise<string>((resolve) => (provide = resolve)));
  const pending = apiClient.get('/api/echo');
  provide('http://api.example.test');
  const response = await pending;
  expect((response.data as { url: string }).url).toBe('http://api.example.test/api/echo');
});

test('a 401 for the stored token signs the user out', async () => {
  signIn(buildSession('agent'));
  await expect(apiClient.get('http://localhost/api/expired')).rejects.toThrow();
  expect(getSession()).toBeNull();
  expect(window.localStorage.getItem('user')).toBeNull();
});

test('a refused login does not end the stored session, and its message reaches the screen', async () => {
  signIn(buildSession('agent'));
  const failure = await login({ UserName: 'x', Password: 'y' }).catch((error: unknown) => error);
  expect(errorMessage(failure, 'Login failed')).toBe('Invalid username or password');
  expect(errorCode(failure)).toBe('invalidCredentials');
  expect(getSession()).not.toBeNull();
});

test('a password typed wrong while signed in (confirming it is them, changing it) keeps the session', async () => {
  signIn(buildSession('agent'));
  server.use(answerOnceAsRecorded(recordedExchanges.accountReauthWrongPassword), answerOnceAsRecorded(recordedExchanges.accountPasswordWrongCurrent));
  const wrong = await reauthenticate({ Password: 'not-my-password' }).catch((error: unknown) => error);
  expect(errorMessage(wrong, '')).toBe(recordedExchanges.accountReauthWrongPassword.response.message);
  const { request } = recordedExchanges.accountPasswordWrongCurrent;
  await expect(changeOwnPassword(request)).rejects.toThrow();
  expect(getSession()).not.toBeNull();
});

test('a guarded action refused for an old proof is told apart from other refusals', async () => {
  signIn(buildSession('agent'));
  server.use(answerOnceAsRecorded(recordedExchanges.accountTokenReauthRequired));
  const refused = await createApiToken('00000000-0000-4000-8000-000000000009', { name: 'Laptop script', expiresInDays: 30 }).catch((error: unknown) => error);
  expect(reauthRequired(refused)).toBe(true);
  expect(reauthRequired(await apiClient.get('http://localhost/api/expired').catch((error: unknown) => error))).toBe(false);
});

test('errorMessage falls back when the server sent no message, and there is no code to compare', () => {
  expect(errorMessage(new Error('boom'), 'Failed to load agents')).toBe('Failed to load agents');
  expect(errorCode(new Error('boom'))).toBeUndefined();
});
