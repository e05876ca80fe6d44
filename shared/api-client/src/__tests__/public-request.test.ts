import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signIn, signOut } from '@ghadi/auth';
import { serverMessages } from '@ghadi/contracts';
import { buildSession } from '@ghadi/testing';
import { describeFailure as describeAnyFailure } from '../index';
import { describeFailure, REQUEST_TIMEOUT_MS } from '../http';
import { publicRequest } from '../public-request';

const seen: { authorization: string | null; accept: string | null; credentials: RequestCredentials; sessionId: string | null }[] = [];
const server = setupServer(
  http.all('http://api.example.test/api/echo', ({ request }) => {
    seen.push({
      authorization: request.headers.get('Authorization'),
      accept: request.headers.get('Accept'),
      credentials: request.credentials,
      sessionId: request.headers.get('x-session-id'),
    });
    return request.method === 'POST' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ success: true });
  }),
  http.get('http://api.example.test/api/missing', () => HttpResponse.json({ success: false, code: 'notFound', message: serverMessages.notFound }, { status: 404 })),
  http.get('http://api.example.test/api/down', () => HttpResponse.error()),
  http.get('http://api.example.test/api/slow', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOut();
  seen.length = 0;
});
afterAll(() => server.close());

test('a public read asks for JSON at the API base URL and sends no token, even with a session stored', async () => {
  signIn(buildSession('admin', { token: 'abc123' }));
  await expect(publicRequest('http://api.example.test', '/api/echo')).resolves.toEqual({ success: true });
  expect(seen).toEqual([{ authorization: null, accept: 'application/json', credentials: 'same-origin', sessionId: null }]);
});

test('a POST can send headers and the browser credentials; an empty answer is undefined', async () => {
  const body = await publicRequest('http://api.example.test', '/api/echo', {
    method: 'POST',
    headers: { 'x-session-id': 'abcdefgh' },
    withCredentials: true,
  });
  expect(body).toBeUndefined();
  expect(seen).toEqual([{ authorization: null, accept: 'application/json', credentials: 'include', sessionId: 'abcdefgh' }]);
});

test.each([
  ['an answer outside 2xx', '/api/missing', { kind: 'status', status: 404 }],
  ['no answer', '/api/down', { kind: 'network' }],
])('%s is told apart by describeFailure, of either entry', async (_, path, failure) => {
  const error = await publicRequest('http://api.example.test', path).catch((caught: unknown) => caught);
  expect(describeFailure(error)).toEqual(failure);
  expect(describeAnyFailure(error)).toEqual(failure);
});

test('a request the server never answers gives up after REQUEST_TIMEOUT_MS', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const pending = publicRequest('http://api.example.test', '/api/slow').catch((caught: unknown) => caught);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(describeFailure(await pending)).toEqual({ kind: 'network' });
  } finally {
    jest.useRealTimers();
  }
});

test('anything else is unexpected', () => {
  expect(describeFailure(new Error('boom'))).toEqual({ kind: 'unexpected' });
});
