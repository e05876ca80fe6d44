import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { signIn, signOut } from '@ghadi/auth';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { buildSession } from '@ghadi/testing';
import { errorBody, errorMessage, postCsv } from '../index';

const received: { type: string | null; authorization: string | null; text: string }[] = [];
const refusal = { success: false, code: 'importRowsRefused', message: serverMessages.importRowsRefused(1), listLimit: 200, refusedCount: 1, refused: [] };
const server = setupServer(
  http.post(`*${apiPaths.importPreview}`, async ({ request }) => {
    received.push({ type: request.headers.get('Content-Type'), authorization: request.headers.get('Authorization'), text: await request.text() });
    return HttpResponse.json({ success: true });
  }),
  http.post(`*${apiPaths.importResults}`, () => HttpResponse.json(refusal, { status: 409 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signIn(buildSession('admin', { token: 'abc123' })));
afterEach(() => {
  signOut();
  received.length = 0;
});
afterAll(() => server.close());

test('sends the file as it is, as text/csv with the bearer token, and answers the body', async () => {
  const csv = 'game,date,result\nKalyan,2024-01-05,"1,2"\n';
  expect(await postCsv(`http://localhost${apiPaths.importPreview}`, csv)).toEqual({ success: true });
  expect(received).toEqual([{ type: 'text/csv; charset=utf-8', authorization: 'Bearer abc123', text: csv }]);
});

test('a refusal keeps its whole body for the screen, besides its message', async () => {
  const failure = await postCsv(`http://localhost${apiPaths.importResults}`, 'gid,date,result\n').catch((error: unknown) => error);
  expect(errorBody(failure)).toEqual(refusal);
  expect(errorMessage(failure, 'Failed to import results')).toBe(serverMessages.importRowsRefused(1));
  expect(errorBody(new Error('boom'))).toBeUndefined();
});
