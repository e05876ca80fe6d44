import { apiPaths, serverMessages, serverMessagesHi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../helper';

// The back offices shown in Hindi ask for Hindi (Accept-Language: hi); the server's messages come back in it.
describeEachDatabase('messages in the language asked for', (kit) => {
  const hindi = { 'accept-language': 'hi' };

  it('refuses a wrong password in Hindi when asked, in English otherwise', async () => {
    const app = await kit.build();
    const wrong = { UserName: 'admin', Password: 'not-the-password' };

    const inHindi = await app.inject({ method: 'POST', url: apiPaths.login, headers: hindi, payload: wrong });
    const inEnglish = await app.inject({ method: 'POST', url: apiPaths.login, headers: { 'accept-language': 'en' }, payload: wrong });
    const unasked = await app.inject({ method: 'POST', url: apiPaths.login, payload: wrong });

    expect([inHindi.statusCode, inHindi.json()]).toEqual([401, { success: false, message: serverMessagesHi.invalidCredentials }]);
    expect(Number(inHindi.headers['content-length'])).toBe(Buffer.byteLength(inHindi.body));
    expect(inEnglish.json().message).toBe(serverMessages.invalidCredentials);
    expect(unasked.json().message).toBe(serverMessages.invalidCredentials);
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

    expect([published.statusCode, published.json().message, published.json().data.Result]).toEqual([200, serverMessagesHi.resultUpdated, '42']);
    expect([future.statusCode, future.json().message]).toEqual([400, serverMessagesHi.futureDate]);
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'result: रिजल्ट ज़रूरी है']);
  });
});
