import type { FastifyInstance } from 'fastify';
import { API_TOKEN_PREFIX, accountPaths, apiPaths } from '@ghadi/contracts';
import { ADMIN_PASSWORD, adminToken, bearer, createAgent, describeEachDatabase, login } from '../../helper';
import { movableClock } from '../../fixtures';
import { expectRecorded } from '../../support/recorded-answers';
import { MFA_KEY, enrolTotp, secondFactor } from './totp-support';

// The login screen's and the Security screen's tests replay these (shared/testing/src/recorded/account).
// A challenge and a secret are random: the recordings hold a stand-in, the rest as the server answers.
const CLOCK = '2026-03-01T06:30:00.000Z';
const CHALLENGE = 'recorded-challenge';
const SECRET = 'RECORDEDSECRETBASE32AAAAAAAAAAAA';
/** Past REAUTH_MINUTES (10 by default) after the sign-ins at CLOCK: their proof is too old for a lasting credential. */
const LATER = '2026-03-01T06:45:00.000Z';
/** Ids the server draws at random, as the recordings hold them. */
const RECORDED_ID = '00000000-0000-4000-8000-000000000001';

describeEachDatabase('the account answers the back offices’ tests replay', (kit) => {
  let app: FastifyInstance;
  const time = movableClock(CLOCK);
  beforeAll(async () => {
    app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY }, { clock: time.clock });
  });
  // Each test starts at the recordings' moment; the ones about an old proof move on from it.
  beforeEach(() => time.set(CLOCK));

  it('asks an account with an authenticator app for the second step, and refuses a wrong code', async () => {
    const agent = await createAgent(app, { userName: 'ravi', password: 'agent-pass-1' });
    await enrolTotp(app, agent.token, new Date(CLOCK));
    const first = await login(app, 'ravi', 'agent-pass-1');
    const { challenge } = first.json<{ challenge: string }>();
    expectRecorded('account/login-second-step', {
      method: 'POST',
      path: apiPaths.login,
      request: { UserName: 'ravi', Password: 'agent-pass-1' },
      status: first.statusCode,
      response: { ...first.json<Record<string, unknown>>(), challenge: CHALLENGE },
    });
    const wrong = await secondFactor(app, challenge, '000000');
    expectRecorded('account/second-factor-invalid-code', {
      method: 'POST',
      path: accountPaths.secondFactor,
      request: { challenge: CHALLENGE, code: '000000' },
      status: wrong.statusCode,
      response: wrong.json(),
    });
  });

  it('shows a fresh account its factors, starts an authenticator app, and refuses a wrong first code', async () => {
    const agent = await createAgent(app);
    const security = await app.inject({ method: 'GET', url: accountPaths.mySecurity, headers: bearer(agent.token) });
    expectRecorded('account/security-nothing-set-up', { method: 'GET', path: accountPaths.mySecurity, request: null, status: security.statusCode, response: security.json() });

    const started = await app.inject({ method: 'POST', url: accountPaths.myTotp, headers: bearer(agent.token) });
    const { secret, otpauthUri, qrSvg } = started.json<{ secret: string; otpauthUri: string; qrSvg: string }>();
    expectRecorded('account/totp-started', {
      method: 'POST',
      path: accountPaths.myTotp,
      request: null,
      status: started.statusCode,
      response: { ...started.json<Record<string, unknown>>(), secret: SECRET, otpauthUri: otpauthUri.replace(secret, SECRET).replace(agent.userName, 'ravi'), qrSvg: qrSvg.startsWith('<svg') ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : qrSvg },
    });

    const wrong = await app.inject({ method: 'POST', url: accountPaths.myTotpConfirm, headers: bearer(agent.token), payload: { code: '000000' } });
    expectRecorded('account/totp-confirm-wrong-code', { method: 'POST', path: accountPaths.myTotpConfirm, request: { code: '000000' }, status: wrong.statusCode, response: wrong.json() });
  });

  it('ends every session of an agent for the admin, and lists an agent without tokens', async () => {
    const admin = await adminToken(app);
    const agent = await createAgent(app);
    await login(app, agent.userName, agent.password);
    const ended = await app.inject({ method: 'POST', url: accountPaths.agentSessionsEnd.url(agent.id), headers: bearer(admin) });
    expectRecorded('account/agent-sessions-ended', {
      method: 'POST',
      path: accountPaths.agentSessionsEnd.route,
      request: null,
      status: ended.statusCode,
      response: ended.json(),
    });
    const tokens = await app.inject({ method: 'GET', url: accountPaths.agentTokens.url(agent.id), headers: bearer(admin) });
    expectRecorded('account/agent-tokens-none', { method: 'GET', path: accountPaths.agentTokens.route, request: null, status: tokens.statusCode, response: tokens.json() });
  });

  it('asks an agent whose sign-in is old to confirm it is them before a token, and takes the password', async () => {
    const agent = await createAgent(app, { userName: 'asha', password: 'agent-pass-2' });
    time.set(LATER);
    const tokenRequest = { name: 'Laptop script', expiresInDays: 30 };
    const refused = await app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(agent.token), payload: tokenRequest });
    expectRecorded('account/token-reauth-required', { method: 'POST', path: accountPaths.agentTokens.route, request: tokenRequest, status: refused.statusCode, response: refused.json() });

    const options = await app.inject({ method: 'POST', url: accountPaths.myReauthOptions, headers: bearer(agent.token) });
    expectRecorded('account/reauth-options-password', { method: 'POST', path: accountPaths.myReauthOptions, request: null, status: options.statusCode, response: options.json() });

    const wrong = await app.inject({ method: 'POST', url: accountPaths.myReauth, headers: bearer(agent.token), payload: { Password: 'not-my-password' } });
    expectRecorded('account/reauth-wrong-password', { method: 'POST', path: accountPaths.myReauth, request: { Password: 'not-my-password' }, status: wrong.statusCode, response: wrong.json() });
    const proved = await app.inject({ method: 'POST', url: accountPaths.myReauth, headers: bearer(agent.token), payload: { Password: 'agent-pass-2' } });
    expectRecorded('account/reauth-confirmed', { method: 'POST', path: accountPaths.myReauth, request: { Password: 'agent-pass-2' }, status: proved.statusCode, response: proved.json() });

    const created = await app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(agent.token), payload: tokenRequest });
    const answer = created.json<{ token: string; data: { id: string } }>();
    expectRecorded('account/token-created', {
      method: 'POST',
      path: accountPaths.agentTokens.route,
      request: tokenRequest,
      status: created.statusCode,
      response: { ...answer, token: `${API_TOKEN_PREFIX}recorded-token`, data: { ...answer.data, id: RECORDED_ID } },
    });
  });

  it('asks an account with an authenticator app for its code as well, before a passkey', async () => {
    const agent = await createAgent(app, { userName: 'meena', password: 'agent-pass-3' });
    await enrolTotp(app, agent.token, new Date(CLOCK));
    time.set(LATER);
    const refused = await app.inject({ method: 'POST', url: accountPaths.myPasskeyOptions, headers: bearer(agent.token) });
    expectRecorded('account/passkey-reauth-required', { method: 'POST', path: accountPaths.myPasskeyOptions, request: null, status: refused.statusCode, response: refused.json() });
    const options = await app.inject({ method: 'POST', url: accountPaths.myReauthOptions, headers: bearer(agent.token) });
    expectRecorded('account/reauth-options-totp', { method: 'POST', path: accountPaths.myReauthOptions, request: null, status: options.statusCode, response: options.json() });
  });

  it('asks the admin to confirm it is them before ending an agent\'s sessions', async () => {
    const admin = await adminToken(app);
    const agent = await createAgent(app);
    time.set(LATER);
    const refused = await app.inject({ method: 'POST', url: accountPaths.agentSessionsEnd.url(agent.id), headers: bearer(admin) });
    expectRecorded('account/agent-sessions-reauth-required', { method: 'POST', path: accountPaths.agentSessionsEnd.route, request: null, status: refused.statusCode, response: refused.json() });
    const proved = await app.inject({ method: 'POST', url: accountPaths.myReauth, headers: bearer(admin), payload: { Password: ADMIN_PASSWORD } });
    expectRecorded('account/admin-reauth-confirmed', { method: 'POST', path: accountPaths.myReauth, request: { Password: ADMIN_PASSWORD }, status: proved.statusCode, response: proved.json() });
  });

  it('changes one\'s own password, and refuses a wrong current one', async () => {
    const agent = await createAgent(app, { userName: 'kiran', password: 'agent-pass-4' });
    const wrongRequest = { currentPassword: 'not-my-password', newPassword: 'new-pass-2026', confirmPassword: 'new-pass-2026' };
    const wrong = await app.inject({ method: 'PUT', url: accountPaths.myPassword, headers: bearer(agent.token), payload: wrongRequest });
    expectRecorded('account/password-wrong-current', { method: 'PUT', path: accountPaths.myPassword, request: wrongRequest, status: wrong.statusCode, response: wrong.json() });
    const request = { currentPassword: 'agent-pass-4', newPassword: 'new-pass-2026', confirmPassword: 'new-pass-2026' };
    const changed = await app.inject({ method: 'PUT', url: accountPaths.myPassword, headers: bearer(agent.token), payload: request });
    expectRecorded('account/password-changed', { method: 'PUT', path: accountPaths.myPassword, request, status: changed.statusCode, response: changed.json() });
  });

  it('tells the owner, after signing in, of the wrong passwords tried since the last visit', async () => {
    const agent = await createAgent(app, { userName: 'sunil', password: 'agent-pass-5' });
    // A minute after that sign-in, two wrong passwords; a minute later, the owner's.
    time.set('2026-03-01T06:31:00.000Z');
    await login(app, agent.userName, 'wrong-pass-1');
    await login(app, agent.userName, 'wrong-pass-2');
    time.set('2026-03-01T06:32:00.000Z');
    const signedIn = await login(app, agent.userName, agent.password);
    const security = await app.inject({ method: 'GET', url: accountPaths.mySecurity, headers: bearer(signedIn.json<{ token: string }>().token) });
    expectRecorded('account/security-failed-sign-ins', { method: 'GET', path: accountPaths.mySecurity, request: null, status: security.statusCode, response: security.json() });
  });

  it('never deactivates the last active admin, and resets another admin\'s password', async () => {
    const admin = await adminToken(app);
    const listed = await app.inject({ method: 'GET', url: accountPaths.admins, headers: bearer(admin) });
    const [self] = listed.json<{ data: { id: string }[] }>().data;
    const last = await app.inject({ method: 'PUT', url: accountPaths.admin.url(self!.id), headers: bearer(admin), payload: { isActive: false } });
    expectRecorded('account/admin-last-active', { method: 'PUT', path: accountPaths.admin.route, request: { isActive: false }, status: last.statusCode, response: last.json() });

    const request = { UserName: 'second-admin', Password: ADMIN_PASSWORD };
    const added = await app.inject({ method: 'POST', url: accountPaths.admins, headers: bearer(admin), payload: request });
    const user = added.json<{ data: Record<string, unknown> }>().data;
    expect(added.statusCode).toBe(201);
    const recordedUser = { ...user, _id: RECORDED_ID, id: RECORDED_ID, User_Id: 2 };
    const reset = await app.inject({ method: 'PUT', url: accountPaths.admin.url(String(user.id)), headers: bearer(admin), payload: { Password: 'reset-pass-2026' } });
    expectRecorded('account/admin-password-reset', {
      method: 'PUT',
      path: accountPaths.admin.route,
      request: { Password: 'reset-pass-2026' },
      status: reset.statusCode,
      response: { ...reset.json<object>(), data: recordedUser },
    });
  });
});
