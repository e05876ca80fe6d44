import type { FastifyInstance } from 'fastify';
import { accountPaths, serverMessages } from '@ghadi/contracts';
import { bearer, createAgent, describeEachDatabase, login, type SignedInUser } from '../../helper';
import { movableClock } from '../../fixtures';
import { MFA_KEY, codeAt, enrolTotp } from './totp-support';

const NOON = '2026-11-20T06:30:00.000Z';
const ELEVEN_MINUTES_ON = '2026-11-20T06:41:00.000Z';

// The attacker holds a session token read off a shared device, past REAUTH_MINUTES, and not the password.
describeEachDatabase('proof before lasting credentials', (kit) => {
  const time = movableClock(NOON);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY }, { clock: time.clock });
  });
  beforeEach(() => time.set(NOON));

  const reauth = (token: string, payload: object) => app.inject({ method: 'POST', url: accountPaths.myReauth, headers: bearer(token), payload });
  const reauthOptions = (token: string) => app.inject({ method: 'POST', url: accountPaths.myReauthOptions, headers: bearer(token) });
  const createToken = (token: string, agent: SignedInUser) =>
    app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(token), payload: { name: 'Robot', expiresInDays: 365 } });

  it('refuses a stale session every lasting credential and ending sessions, until the password is given again', async () => {
    const agent = await createAgent(app);
    const admin = (await login(app, 'admin', 'admin-password-for-tests')).json().token as string;
    time.set(ELEVEN_MINUTES_ON);

    const attempts = [
      app.inject({ method: 'POST', url: accountPaths.myPasskeyOptions, headers: bearer(agent.token) }),
      app.inject({ method: 'POST', url: accountPaths.myPasskeys, headers: bearer(agent.token), payload: { challenge: 'x', name: 'Mine', passkey: { id: 'x', type: 'public-key' } } }),
      app.inject({ method: 'DELETE', url: accountPaths.myPasskey.url('abc'), headers: bearer(agent.token) }),
      app.inject({ method: 'POST', url: accountPaths.myTotp, headers: bearer(agent.token) }),
      app.inject({ method: 'POST', url: accountPaths.myTotpConfirm, headers: bearer(agent.token), payload: { code: '123456' } }),
      createToken(agent.token, agent),
      app.inject({ method: 'POST', url: accountPaths.myOtherSessionsEnd, headers: bearer(agent.token) }),
      createToken(admin, agent),
      app.inject({ method: 'POST', url: accountPaths.agentSessionsEnd.url(agent.id), headers: bearer(admin) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.statusCode, response.json()]).toEqual([403, { success: false, code: 'reauthRequired', reauthRequired: true, message: serverMessages.reauthRequired }]);
    }
    expect(await app.db.selectFrom('api_tokens').selectAll().where('user_id', '=', agent.userId).execute()).toEqual([]);
    expect(await app.db.selectFrom('totp_factors').selectAll().where('user_id', '=', agent.userId).execute()).toEqual([]);

    const wrong = await reauth(agent.token, { Password: 'not-the-password' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, serverMessages.wrongPassword]);
    expect((await createToken(agent.token, agent)).statusCode).toBe(403);

    const proved = await reauth(agent.token, { Password: agent.password });
    expect([proved.statusCode, proved.json()]).toEqual([200, { success: true, reauthUntil: '2026-11-20T06:51:00.000Z' }]);
    expect((await createToken(agent.token, agent)).statusCode).toBe(201);
    // The proof lasts REAUTH_MINUTES, then is asked for again.
    time.set('2026-11-20T06:51:01.000Z');
    expect((await createToken(agent.token, agent)).json()).toMatchObject({ reauthRequired: true });
  });

  it('counts a sign-in as a proof, for REAUTH_MINUTES', async () => {
    const agent = await createAgent(app);
    time.set('2026-11-20T06:40:00.000Z');
    expect((await createToken(agent.token, agent)).statusCode).toBe(201);
  });

  it('asks an account with a second factor for it too: the password alone is not enough', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, new Date(NOON));
    time.set(ELEVEN_MINUTES_ON);

    const options = await reauthOptions(agent.token);
    expect(options.json()).toEqual({ success: true, methods: ['password', 'totp'] });
    const passwordOnly = await reauth(agent.token, { Password: agent.password });
    expect([passwordOnly.statusCode, passwordOnly.json().message]).toEqual([400, serverMessages.reauthFactorNeeded]);
    const wrongCode = await reauth(agent.token, { Password: agent.password, code: '000000' });
    expect([wrongCode.statusCode, wrongCode.json().message]).toEqual([401, serverMessages.invalidCode]);
    const wrongPassword = await reauth(agent.token, { Password: 'not-the-password', code: codeAt(secret, new Date(ELEVEN_MINUTES_ON)) });
    expect([wrongPassword.statusCode, wrongPassword.json().message]).toEqual([401, serverMessages.wrongPassword]);
    expect((await createToken(agent.token, agent)).statusCode).toBe(403);

    const proved = await reauth(agent.token, { Password: agent.password, code: codeAt(secret, new Date(ELEVEN_MINUTES_ON)) });
    expect(proved.statusCode).toBe(200);
    expect((await createToken(agent.token, agent)).statusCode).toBe(201);
  });

  it("offers a passkey's options for the session, and refuses a signature that does not answer them", async () => {
    const agent = await createAgent(app);
    await app.db
      .insertInto('passkeys')
      .values({ id: 'cred-phone', user_id: agent.userId, name: 'Phone', public_key: 'x', counter: 0, transports: '["internal"]', created_at: NOON, last_used_at: null })
      .execute();
    const options = (await reauthOptions(agent.token)).json();
    expect(options).toMatchObject({ success: true, methods: ['password', 'passkey'], passkeyOptions: { challenge: expect.any(String) } });
    expect(options.passkeyOptions.allowCredentials).toEqual([expect.objectContaining({ id: 'cred-phone' })]);
    const stored = await app.db.selectFrom('auth_challenges').select(['purpose', 'webauthn_challenge']).where('user_id', '=', agent.userId).execute();
    expect(stored).toEqual([{ purpose: 'reauth', webauthn_challenge: options.passkeyOptions.challenge }]);

    const refused = await reauth(agent.token, { Password: agent.password, passkey: { id: 'cred-phone', type: 'public-key', response: {} } });
    expect([refused.statusCode, refused.json().message]).toEqual([401, serverMessages.passkeyRefused]);
    const log = await app.db.selectFrom('audit_log').select('target').where('user_id', '=', agent.userId).where('action', '=', 'sign-in refused').execute();
    expect(log).toEqual([{ target: 'wrong-code' }]);
  });

  it('tells a fresh account that the password is all it asks', async () => {
    const agent = await createAgent(app);
    expect((await reauthOptions(agent.token)).json()).toEqual({ success: true, methods: ['password'] });
  });

  it('holds back guessing the password through it like a sign-in, and records the tries', async () => {
    const agent = await createAgent(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await reauth(agent.token, { Password: `guess-${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const last = await reauth(agent.token, { Password: agent.password });
    expect([last.statusCode, Number(last.headers['retry-after']) > 0]).toEqual([429, true]);
    const log = await app.db.selectFrom('audit_log').select(['action', 'status']).where('user_id', '=', agent.userId).where('action', '=', `POST ${accountPaths.myReauth}`).execute();
    expect(log.map((row) => row.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('refuses a body that is not a proof, naming the field', async () => {
    const agent = await createAgent(app);
    const response = await reauth(agent.token, { Password: '', code: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Password: Password is required; code: /);
  });
});
