import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { ADMIN_PASSWORD, bearer, createAgent, describeEachDatabase, login } from '../../helper';
import { movableClock } from '../../fixtures';
import { MFA_KEY, codeAt, enrolTotp, secondFactor } from './totp-support';

const NOON = '2026-11-20T06:30:00.000Z';
const LATER = '2026-11-20T06:31:00.000Z';

describeEachDatabase('MFA_REQUIRED', (kit) => {
  it('=admin holds an admin without a factor to enrolment at the next sign-in, and lets agents be', async () => {
    const time = movableClock(NOON);
    const app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY, MFA_REQUIRED: 'admin' }, { clock: time.clock });
    const agent = await createAgent(app);
    const signedIn = await login(app, 'admin', ADMIN_PASSWORD);
    const { token, mfaEnrolmentRequired } = signedIn.json();
    expect([signedIn.statusCode, mfaEnrolmentRequired]).toEqual([200, true]);

    const agents = await app.inject({ method: 'GET', url: apiPaths.users, headers: bearer(token) });
    expect([agents.statusCode, agents.json().message]).toEqual([403, serverMessages.enrolmentRequired]);
    const security = await app.inject({ method: 'GET', url: accountPaths.mySecurity, headers: bearer(token) });
    expect(security.json().data).toMatchObject({ secondFactorRequired: true, totpEnabled: false });
    expect((await login(app, agent.userName, agent.password)).json()).not.toHaveProperty('mfaEnrolmentRequired');

    const { secret } = await enrolTotp(app, token, new Date(NOON));
    // The session that enrolled opens everything now; the next sign-in asks for the code.
    expect((await app.inject({ method: 'GET', url: apiPaths.users, headers: bearer(token) })).statusCode).toBe(200);
    const next = await login(app, 'admin', ADMIN_PASSWORD);
    expect(next.json().mfaRequired).toBe(true);
    time.set(LATER);
    expect((await secondFactor(app, next.json().challenge, codeAt(secret, new Date(LATER)))).json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  it('=all holds agents to enrolment too', async () => {
    const app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY, MFA_REQUIRED: 'all' });
    const agent = await createAgent(app);
    const { token, mfaEnrolmentRequired } = (await login(app, agent.userName, agent.password)).json();
    expect(mfaEnrolmentRequired).toBe(true);
    const games = await app.inject({ method: 'GET', url: apiPaths.myGhadis, headers: bearer(token) });
    expect([games.statusCode, games.json().message]).toEqual([403, serverMessages.enrolmentRequired]);
  });
});
