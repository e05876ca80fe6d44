import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { ADMIN_PASSWORD, bearer, createAgent, describeEachDatabase, login } from '../../helper';
import { movableClock } from '../../fixtures';
import { MFA_KEY, codeAt, enrolTotp, secondFactor } from './totp-support';

const NOON = '2026-11-20T06:30:00.000Z';
const at = (seconds: number) => new Date(Date.parse(NOON) + seconds * 1000);

describeEachDatabase('a session knows what it proved', (kit) => {
  it('under MFA_REQUIRED=admin, a session opened with a phished password never becomes a full one', async () => {
    const time = movableClock(NOON);
    const app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY, MFA_REQUIRED: 'admin' }, { clock: time.clock });
    const listAgents = (token: string) => app.inject({ method: 'GET', url: apiPaths.users, headers: bearer(token) });
    // The attacker signs in with the password before the admin has a factor: held to enrolment.
    const intruder = (await login(app, 'admin', ADMIN_PASSWORD)).json().token as string;
    const owner = (await login(app, 'admin', ADMIN_PASSWORD)).json().token as string;
    expect((await listAgents(intruder)).json().message).toBe(serverMessages.enrolmentRequired);

    await enrolTotp(app, owner, at(0));
    expect((await listAgents(owner)).statusCode).toBe(200);
    // Enrolling in the owner's session ended the intruder's instead of lifting its hold.
    const after = await listAgents(intruder);
    expect([after.statusCode, after.json().message]).toEqual([401, serverMessages.sessionEnded]);
  });

  it('ends the other password-only sessions when a factor is added', async () => {
    const time = movableClock(NOON);
    const app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY }, { clock: time.clock });
    const agent = await createAgent(app);
    const other = (await login(app, agent.userName, agent.password)).json().token as string;
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(30).toISOString());
    const challenge = (await login(app, agent.userName, agent.password)).json().challenge as string;
    const withCode = (await secondFactor(app, challenge, codeAt(secret, at(30)))).json().token as string;
    const me = (token: string) => app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(token) });
    expect((await me(other)).statusCode).toBe(401);

    expect([(await me(agent.token)).statusCode, (await me(withCode)).statusCode]).toEqual([200, 200]);
  });

  it('applies MFA_REQUIRED to sessions already open, at once', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    const before = await kit.build({ DATABASE_URL: databaseUrl });
    const token = (await login(before, 'admin', ADMIN_PASSWORD)).json().token as string;
    expect((await before.inject({ method: 'GET', url: apiPaths.users, headers: bearer(token) })).statusCode).toBe(200);

    // The same database, so the same MFA key (its key file): another key would be refused at start.
    const after = await kit.build({ DATABASE_URL: databaseUrl, MFA_REQUIRED: 'admin' });
    const held = await after.inject({ method: 'GET', url: apiPaths.users, headers: bearer(token) });
    expect([held.statusCode, held.json().message]).toEqual([403, serverMessages.enrolmentRequired]);
    // Held, the session can still prove itself by enrolling.
    expect((await after.inject({ method: 'GET', url: accountPaths.mySecurity, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('holds every session again at once when the last factor is removed under MFA_REQUIRED', async () => {
    const time = movableClock(NOON);
    const app = await kit.build({ MFA_ENCRYPTION_KEY: MFA_KEY, MFA_REQUIRED: 'all' }, { clock: time.clock });
    const agent = await createAgent(app);
    const { secret } = await enrolTotp(app, agent.token, at(0));
    time.set(at(30).toISOString());
    const challenge = (await login(app, agent.userName, agent.password)).json().challenge as string;
    const second = (await secondFactor(app, challenge, codeAt(secret, at(30)))).json().token as string;
    const games = (token: string) => app.inject({ method: 'GET', url: apiPaths.myGhadis, headers: bearer(token) });
    expect([(await games(agent.token)).statusCode, (await games(second)).statusCode]).toEqual([200, 200]);

    time.set(at(60).toISOString());
    const off = await app.inject({ method: 'POST', url: accountPaths.myTotpDisable, headers: bearer(second), payload: { Password: agent.password, code: codeAt(secret, at(60)) } });
    expect(off.statusCode).toBe(200);
    for (const token of [agent.token, second]) expect((await games(token)).json().message).toBe(serverMessages.enrolmentRequired);
  });

  it('makes a held session full when it passes the second factor itself, by re-authenticating', async () => {
    const time = movableClock(NOON);
    const databaseUrl = await kit.createDatabaseUrl();
    const before = await kit.build({ DATABASE_URL: databaseUrl, MFA_ENCRYPTION_KEY: MFA_KEY }, { clock: time.clock });
    const agent = await createAgent(before);
    const { secret } = await enrolTotp(before, agent.token, at(0));
    const challenge = (await login(before, agent.userName, agent.password)).json().challenge as string;
    time.set(at(30).toISOString());
    const passedApp = (await secondFactor(before, challenge, codeAt(secret, at(30)))).json().token as string;
    // The session that enrolled passed a factor; one never opened without it cannot be had here, so the
    // record is made so: a session from before sessions kept what they proved.
    await before.db.updateTable('sessions').set({ second_factor: 0 }).where('user_id', '=', agent.userId).execute();

    const after = await kit.build({ DATABASE_URL: databaseUrl, MFA_ENCRYPTION_KEY: MFA_KEY, MFA_REQUIRED: 'all' }, { clock: time.clock });
    const games = () => after.inject({ method: 'GET', url: apiPaths.myGhadis, headers: bearer(passedApp) });
    expect((await games()).statusCode).toBe(403);
    time.set(at(60).toISOString());
    const proved = await after.inject({ method: 'POST', url: accountPaths.myReauth, headers: bearer(passedApp), payload: { Password: agent.password, code: codeAt(secret, at(60)) } });
    expect(proved.statusCode).toBe(200);
    expect((await games()).statusCode).toBe(200);
  });
});
