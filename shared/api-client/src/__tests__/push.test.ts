import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signIn, signOut } from '@ghadi/auth';
import { apiPaths, type PushSummary } from '@ghadi/contracts';
import { buildSession } from '@ghadi/testing';
import { configureApiClient, getPushSummary } from '../index';
import { followGames, getFollowedGames } from '../public';

const API = 'http://api.example.test';
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) } };
const summary: PushSummary = {
  games: [{ ghadiId: '00000000-0000-4000-8000-000000000001', name: 'Kalyan', subscribers: 3 }],
  sends: [{ id: '1', game: 'Kalyan', result: '42', kind: 'declared', queuedAt: '2026-11-24T11:47:00Z', finishedAt: null, sent: 0, failed: 0, removed: 0 }],
};

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}
const seen: Seen[] = [];
const record = async (request: Request) =>
  seen.push({
    method: request.method,
    url: request.url,
    authorization: request.headers.get('Authorization'),
    contentType: request.headers.get('Content-Type'),
    body: request.method === 'GET' ? undefined : await request.json(),
  });

const server = setupServer(
  http.put(`${API}${apiPaths.pushSubscriptions}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ghadiIds: ['00000000-0000-4000-8000-000000000001'] });
  }),
  http.post(`${API}${apiPaths.pushSubscriptionLookup}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ghadiIds: [] });
  }),
  http.get(`*${apiPaths.adminPush}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(summary);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOut();
  seen.length = 0;
});
afterAll(() => server.close());

test("a visitor's follow is a token-less JSON PUT of the subscription and the games", async () => {
  signIn(buildSession('admin', { token: 'abc123' }));
  const ghadiIds = ['00000000-0000-4000-8000-000000000001'];
  await expect(followGames(API, { subscription, ghadiIds })).resolves.toEqual(ghadiIds);
  expect(seen).toEqual([{ method: 'PUT', url: `${API}${apiPaths.pushSubscriptions}`, authorization: null, contentType: 'application/json', body: { subscription, ghadiIds } }]);
});

test('the followed games are looked up with the endpoint in the body, never in the address', async () => {
  await expect(getFollowedGames(API, subscription.endpoint)).resolves.toEqual([]);
  expect(seen).toEqual([{ method: 'POST', url: `${API}${apiPaths.pushSubscriptionLookup}`, authorization: null, contentType: 'application/json', body: { endpoint: subscription.endpoint } }]);
});

test("the admin's summary goes through the one client, with the admin's token", async () => {
  configureApiClient(API);
  signIn(buildSession('admin', { token: 'abc123' }));
  await expect(getPushSummary()).resolves.toEqual(summary);
  expect(seen.map(({ url, authorization }) => ({ url, authorization }))).toEqual([{ url: `${API}${apiPaths.adminPush}`, authorization: 'Bearer abc123' }]);
  configureApiClient('');
});
