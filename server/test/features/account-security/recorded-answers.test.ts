import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, login } from '../../helper';
import { movableClock } from '../../fixtures';
import { expectRecorded } from '../../support/recorded-answers';
import { MFA_KEY, enrolTotp, secondFactor } from './totp-support';

// The login screen's and the Security screen's tests replay these (shared/testing/src/recorded/account).
// A challenge and a secret are random: the recordings hold a stand-in, the rest as the server answers.
const CLOCK = '2026-03-01T06:30:00.000Z';
const CHALLENGE = 'recorded-challenge';
const SECRET = 'RECORDEDSECRETBASE32AAAAAAAAAAAA';

describeEachDatabase('the account answers the back offices’ tests replay', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY }, { clock: movableClock(CLOCK).clock });
  });

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
});
