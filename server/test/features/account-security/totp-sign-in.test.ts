import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { ADMIN_PASSWORD, adminToken, bearer, createAgent, describeEachDatabase, login } from '../../helper';
import { movableClock } from '../../fixtures';
import { MFA_KEY, codeAt, enrolTotp, secondFactor } from './totp-support';

const NOON = '2026-11-20T06:30:00.000Z';

describeEachDatabase('two-factor sign-in with an authenticator app', (kit) => {
  const time = movableClock(NOON);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY }, { clock: time.clock });
  });
  beforeEach(() => time.set(NOON));
  const at = (seconds: number) => new Date(Date.parse(NOON) + seconds * 1000);

  it('sets the app up through the API: a secret and its QR code first, active only once a first code confirms it', async () => {
    const agent = await createAgent(app);
    const started = await app.inject({ method: 'POST', url: accountPaths.myTotp, headers: bearer(agent.token) });
    const { secret, otpauthUri, qrSvg } = started.json<{ secret: string; otpauthUri: string; qrSvg: string }>();
    expect(started.statusCode).toBe(200);
    const issuer = encodeURIComponent(app.config.siteName);
    expect(otpauthUri).toBe(`otpauth://totp/${issuer}:${agent.userName}?secret=${secret}&issuer=${issuer}`);
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Not active yet: the password alone still signs in.
    expect((await login(app, agent.userName, agent.password)).json()).toMatchObject({ success: true });

    const wrong = await app.inject({ method: 'POST', url: accountPaths.myTotpConfirm, headers: bearer(agent.token), payload: { code: '000000' } });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, serverMessages.invalidCode]);
    const right = await app.inject({ method: 'POST', url: accountPaths.myTotpConfirm, headers: bearer(agent.token), payload: { code: codeAt(secret, at(0)) } });
    const { recoveryCodes } = right.json<{ recoveryCodes: string[] }>();
    expect(right.statusCode).toBe(200);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    recoveryCodes.forEach((code) => expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/));

    const security = await app.inject({ method: 'GET', url: accountPaths.mySecurity, headers: bearer(agent.token) });
    expect(security.json().data).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10, passkeys: [] });
  });

  it('keeps the secret encrypted in the database and the recovery codes only as hashes', async () => {
    const agent = await createAgent(app);
    const { secret, recoveryCodes } = await enrolTotp(app, agent.token, at(0));
    const factor = await app.db.selectFrom('totp_factors').select('secret').where('user_id', '=', agent.userId).executeTakeFirstOrThrow();
    expect(factor.secret).not.toContain(secret);
    expect(factor.secret).toMatch(/^v1\./);
    const hashes = await app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', agent.userId).execute();
    const stored = hashes.map((row) => row.code_hash);
    expect(stored).toHaveLength(10);
    stored.forEach((hash) => expect(hash).toMatch(/^[0-9a-f]{64}$/));
    expect(stored.filter((hash) => recoveryCodes.some((code) => [code, code.replace('-', '')].includes(hash)))).toEqual([]);
  });

  it('asks for the second step after the password, with no token, and signs in with a right code', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(60).toISOString());

    const first = await login(app, agent.userName, agent.password);
    const body = first.json();
    expect(first.statusCode).toBe(200);
    expect(body).toEqual({
      success: false,
      code: 'secondFactorNeeded',
      mfaRequired: true,
      challenge: expect.any(String),
      methods: ['totp', 'recovery-code'],
      message: serverMessages.secondFactorNeeded,
    });
    expect(body).not.toHaveProperty('token');

    const signedIn = await secondFactor(app, body.challenge, codeAt(secret, at(60)));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, token: expect.any(String), message: serverMessages.loginSuccessful, user: { UserName: agent.userName } });
    const me = await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(signedIn.json().token) });
    expect(me.statusCode).toBe(200);

    // The challenge answered once is spent.
    const again = await secondFactor(app, body.challenge, codeAt(secret, at(90)));
    expect([again.statusCode, again.json().message]).toEqual([401, serverMessages.challengeEnded]);
  });

  it('refuses a code used before (no replay within its window), and a challenge older than 5 minutes', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(120).toISOString());
    const code = codeAt(secret, at(120));
    expect((await secondFactor(app, (await login(app, agent.userName, agent.password)).json().challenge, code)).statusCode).toBe(200);

    const replay = await secondFactor(app, (await login(app, agent.userName, agent.password)).json().challenge, code);
    expect([replay.statusCode, replay.json().message]).toEqual([401, serverMessages.invalidCode]);

    const { challenge } = (await login(app, agent.userName, agent.password)).json();
    time.set(at(120 + 5 * 60 + 1).toISOString());
    const late = await secondFactor(app, challenge, codeAt(secret, at(120 + 5 * 60 + 1)));
    expect([late.statusCode, late.json().message]).toEqual([401, serverMessages.challengeEnded]);
  });

  it('counts wrong codes toward the login limit: the sixth try is refused without being checked', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(60).toISOString());
    const statuses: number[] = [];
    // A challenge takes three wrong codes, then the password again opens another.
    const first = (await login(app, agent.userName, agent.password)).json().challenge;
    for (let i = 0; i < 3; i += 1) statuses.push((await secondFactor(app, first, '000000')).statusCode);
    const { challenge } = (await login(app, agent.userName, agent.password)).json();
    for (let i = 0; i < 2; i += 1) statuses.push((await secondFactor(app, challenge, '000000')).statusCode);
    const sixth = await secondFactor(app, challenge, codeAt(secret, at(60)));

    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect([sixth.statusCode, sixth.json().message]).toEqual([429, serverMessages.tooManyAttempts]);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts each recovery code once, with or without its dash', async () => {
    const agent = await createAgent(app);
    const { recoveryCodes } = await enrolTotp(app, agent.token, at(0));
    const [code] = recoveryCodes as [string];
    const first = await secondFactor(app, (await login(app, agent.userName, agent.password)).json().challenge, code.replace('-', ''));
    const second = await secondFactor(app, (await login(app, agent.userName, agent.password)).json().challenge, code);

    expect(first.statusCode).toBe(200);
    expect([second.statusCode, second.json().message]).toEqual([401, serverMessages.invalidCode]);
    const security = await app.inject({ method: 'GET', url: accountPaths.mySecurity, headers: bearer(first.json().token) });
    expect(security.json().data.recoveryCodesLeft).toBe(9);
  });

  it('turns the app off only with the password and a code, after which the password alone signs in', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    const disable = (payload: object) => app.inject({ method: 'POST', url: accountPaths.myTotpDisable, headers: bearer(agent.token), payload });

    const wrongPassword = await disable({ Password: 'not-the-password', code: codeAt(secret, at(30)) });
    const wrongCode = await disable({ Password: agent.password, code: '000000' });
    expect([wrongPassword.statusCode, wrongPassword.json().message]).toEqual([400, serverMessages.wrongPassword]);
    expect([wrongCode.statusCode, wrongCode.json().message]).toEqual([400, serverMessages.invalidCode]);
    expect((await login(app, agent.userName, agent.password)).json().mfaRequired).toBe(true);

    time.set(at(30).toISOString());
    const off = await disable({ Password: agent.password, code: codeAt(secret, at(30)) });
    expect([off.statusCode, off.json().message]).toEqual([200, serverMessages.totpDisabled]);
    expect((await login(app, agent.userName, agent.password)).json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  it('records enrolment and removal of a factor in the audit log, for agents too', async () => {
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(30).toISOString());
    await app.inject({ method: 'POST', url: accountPaths.myTotpDisable, headers: bearer(agent.token), payload: { Password: agent.password, code: codeAt(secret, at(30)) } });
    const log = await app.db
      .selectFrom('audit_log')
      .select(['action', 'status'])
      .where('user_id', '=', agent.userId)
      .where('action', 'not like', 'sign-in%')
      .orderBy('at')
      .execute();
    expect(log).toEqual([
      { action: `POST ${accountPaths.myTotpConfirm}`, status: 200 },
      { action: `POST ${accountPaths.myTotpDisable}`, status: 200 },
    ]);
  });

  it('leaves accounts without a factor signing in as before', async () => {
    const response = await login(app, 'admin', ADMIN_PASSWORD);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'success', 'token', 'user']);
    expect(await adminToken(app)).toEqual(expect.any(String));
  });
});
