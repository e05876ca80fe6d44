import type { FastifyInstance } from 'fastify';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { ADMIN_PASSWORD, bearer, describeEachDatabase, tokenFor } from '../helper';

describeEachDatabase('error handling', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({}, {
      register: (instance) =>
        instance.register(async (scope) => {
          scope.get('/api/test/explodes', { config: { access: 'public' } }, async () => {
            throw new Error('secret detail at /srv/app/db.ts:12');
          });
        }),
    });
  });

  const postLogin = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: apiPaths.login, headers: { 'content-type': contentType }, payload });

  it('answers malformed JSON with 400', async () => {
    const response = await postLogin('{"UserName": "admin",');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'invalidJson', message: 'Request body is not valid JSON' });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const response = await postLogin('{"UserName":"a","Password":"b","__proto__":{"admin":true}}');

    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await postLogin('UserName=admin&Password=x', 'application/x-www-form-urlencoded');

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, code: 'unsupportedMediaType', message: 'Unsupported content type, send application/json' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await postLogin(JSON.stringify({ UserName: 'admin', Password: 'x'.repeat(300 * 1024) }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, code: 'bodyTooLarge', message: 'Request body is too large' });
  });

  it('answers a missing body with 400 naming the body', async () => {
    const response = await app.inject({ method: 'POST', url: apiPaths.login });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message: 'body: Required', field: 'body', rule: 'missing' });
  });

  it('answers unknown /api routes with a JSON 404, whatever the method', async () => {
    const token = await tokenFor(app, 'admin', ADMIN_PASSWORD);
    const responses = await Promise.all([
      app.inject({ url: '/api/no-such-thing' }),
      app.inject({ method: 'DELETE', url: '/api/users/login/extra', headers: bearer(token) }),
      app.inject({ url: '/api', headers: { accept: 'text/html' } }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ success: false, code: 'notFound', message: serverMessages.notFound });
    }
  });

  it('answers an over-long or malformed path segment in the same error shape', async () => {
    const long = await app.inject({ method: 'DELETE', url: `/api/ghadis/${'a'.repeat(500)}` });
    const malformed = await app.inject({ url: '/api/results/%E0%A4%A' });

    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, code: 'urlTooLong', message: 'The address is too long' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, code: 'badUrl', message: 'The address is not valid' });
  });

  it('hides the cause of a 5xx from the caller', async () => {
    const response = await app.inject({ url: '/api/test/explodes' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'internal', message: serverMessages.internal });
    expect(response.body).not.toMatch(/secret|stack|\.ts/);
  });
});
