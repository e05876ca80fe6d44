import type { LightMyRequestResponse } from 'fastify';
import {
  accountPaths,
  apiPaths,
  errorCodes,
  formRule,
  RESULT_MAX_LENGTH,
  serverMessageIn,
  serverMessages,
  type ErrorCode,
  type MessageParams,
} from '@ghadi/contracts';
import { passkeyOptionsLimit } from '../../src/limits/limits';
import { adminToken, bearer, createAgent, createGhadi, describeEachDatabase } from '../helper';

const hindi = { 'accept-language': 'hi' };

/** Every `code` enum of the OpenAPI document, wherever a response lists one. */
function codeEnums(node: unknown, found: unknown[][] = []): unknown[][] {
  if (Array.isArray(node)) node.forEach((item) => codeEnums(item, found));
  else if (typeof node === 'object' && node !== null) {
    const { properties } = node as { properties?: { code?: { enum?: unknown[] } } };
    if (Array.isArray(properties?.code?.enum)) found.push(properties.code.enum);
    Object.values(node).forEach((value) => codeEnums(value, found));
  }
  return found;
}

/** That an answer is the error `code` worded in `language` from `params`, with nothing else but `extra`. */
function expectError<C extends ErrorCode>(
  response: LightMyRequestResponse,
  status: number,
  language: 'en' | 'hi',
  code: C,
  params: MessageParams<C>,
  extra: object = {},
) {
  expect([response.statusCode, response.json()]).toEqual([status, { success: false, code, message: serverMessageIn(language, code, ...params), ...extra }]);
  expect(errorCodes).toContain(code);
}

describeEachDatabase('error codes', (kit) => {
  it('lists every code in the OpenAPI document, on every error body it describes', async () => {
    const app = await kit.build();
    const enums = codeEnums((await app.inject({ url: apiPaths.docsJson })).json());
    const errorEnums = enums.filter((list) => list.length > 2);

    expect(errorEnums.length).toBeGreaterThan(20);
    for (const list of errorEnums) expect([...list].sort()).toEqual([...errorCodes].sort());
    // The few narrower lists (a result conflict's two codes, say) name codes of the same list.
    for (const list of enums) for (const code of list) expect(errorCodes).toContain(code);
  });

  it.each(['en', 'hi'] as const)('answers each kind of refusal with its code, worded in the language asked for (%s)', async (language) => {
    const app = await kit.build();
    const headers = { 'accept-language': language };
    const token = await adminToken(app);
    const agent = await createAgent(app);
    const game = await createGhadi(app, token);

    const tooLong = 'x'.repeat(RESULT_MAX_LENGTH + 1);
    const invalid = await app.inject({
      method: 'POST',
      url: apiPaths.updateResult,
      headers: { ...headers, ...bearer(token) },
      payload: { ghadiId: game.id, result: tooLong, dateTime: '2026-01-05' },
    });
    expectError(invalid, 400, language, 'invalidRequest', [[{ field: 'result', text: formRule('maxChars', 'result', RESULT_MAX_LENGTH) }]], {
      field: 'result',
      rule: 'maxChars',
      limit: RESULT_MAX_LENGTH,
    });

    const wrong = await app.inject({ method: 'POST', url: apiPaths.login, headers, payload: { UserName: 'admin', Password: 'not-the-password' } });
    expectError(wrong, 401, language, 'invalidCredentials', []);

    const agentAsAdmin = await app.inject({ method: 'GET', url: apiPaths.users, headers: { ...headers, ...bearer(agent.token) } });
    expectError(agentAsAdmin, 403, language, 'forbidden', []);

    const unknown = await app.inject({ method: 'DELETE', url: `${apiPaths.users}/00000000-0000-4000-8000-000000000001`, headers: { ...headers, ...bearer(token) } });
    expectError(unknown, 404, language, 'agentNotFound', []);

    const taken = await app.inject({
      method: 'POST',
      url: apiPaths.ghadis,
      headers: { ...headers, ...bearer(token) },
      payload: { NameEn: game.NameEn, NameHn: 'दूसरा', RTime: '10:00 AM', OrderId: 99 },
    });
    expectError(taken, 409, language, 'ghadiNameTaken', []);

    const asks = Array.from({ length: passkeyOptionsLimit.points + 1 }, () =>
      app.inject({ method: 'POST', url: accountPaths.passkeySignInOptions, headers }),
    );
    const limited = (await Promise.all(asks)).at(-1)!;
    expectError(limited, 429, language, 'tooManyRequests', []);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const notJson = await app.inject({ method: 'POST', url: apiPaths.login, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"UserName":' });
    expectError(notJson, 400, language, 'invalidJson', []);
  });

  it('refuses a wrong password in Hindi when asked, in English otherwise', async () => {
    const app = await kit.build();
    const wrong = { UserName: 'admin', Password: 'not-the-password' };

    const inHindi = await app.inject({ method: 'POST', url: apiPaths.login, headers: hindi, payload: wrong });
    const inEnglish = await app.inject({ method: 'POST', url: apiPaths.login, headers: { 'accept-language': 'en' }, payload: wrong });
    const unasked = await app.inject({ method: 'POST', url: apiPaths.login, payload: wrong });

    expect([inHindi.statusCode, inHindi.json()]).toEqual([401, { success: false, code: 'invalidCredentials', message: serverMessageIn('hi', 'invalidCredentials') }]);
    expect(Number(inHindi.headers['content-length'])).toBe(Buffer.byteLength(inHindi.body));
    expect(inEnglish.json()).toEqual({ success: false, code: 'invalidCredentials', message: serverMessages.invalidCredentials });
    expect(unasked.json()).toEqual(inEnglish.json());
  });

  it('words a publication, a refusal and a broken field rule in Hindi, changing nothing else of the answer', async () => {
    const app = await kit.build();
    const token = await adminToken(app);
    const game = await createGhadi(app, token);
    const publish = (payload: object) =>
      app.inject({ method: 'POST', url: apiPaths.updateResult, headers: { ...bearer(token), ...hindi }, payload: { ghadiId: game.id, ...payload } });

    const published = await publish({ result: '42', dateTime: '2026-01-05' });
    const future = await publish({ result: '42', dateTime: '2999-01-05' });
    const empty = await publish({ result: ' ', dateTime: '2026-01-05' });
    const tooLong = await publish({ result: 'x'.repeat(RESULT_MAX_LENGTH + 1), dateTime: '2026-01-05' });

    expect([published.statusCode, published.json().message, published.json().data.Result]).toEqual([200, serverMessageIn('hi', 'resultUpdated'), '42']);
    expect([future.statusCode, future.json()]).toEqual([400, { success: false, code: 'futureDate', message: serverMessageIn('hi', 'futureDate') }]);
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { success: false, code: 'invalidRequest', message: 'result: रिजल्ट ज़रूरी है', field: 'result', rule: 'required' },
    ]);
    // The rule's key and figure name it in the body; its Hindi words are worded from them.
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { success: false, code: 'invalidRequest', message: `result: रिजल्ट में अधिकतम ${RESULT_MAX_LENGTH} अक्षर हो सकते हैं`, field: 'result', rule: 'maxChars', limit: RESULT_MAX_LENGTH },
    ]);
  });
});
