import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, login } from '../../helper';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36';
// What the list calls them: read from the User-Agent, never the raw string.
const PHONE_DEVICE = 'Android (Google Pixel 8)';
const LAPTOP_DEVICE = 'Chrome 142 on Linux';

describeEachDatabase('signed-in sessions', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build({ TRUST_PROXY: 'true' });
  });

  const signIn = async (userName: string, password: string, device: string, address: string) =>
    (await app.inject({ method: 'POST', url: apiPaths.login, headers: { 'user-agent': device, 'x-forwarded-for': address }, payload: { UserName: userName, Password: password } })).json().token as string;
  const sessionsOf = async (token: string) => (await app.inject({ method: 'GET', url: accountPaths.mySessions, headers: bearer(token) })).json().data;
  const works = async (token: string) => (await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(token) })).statusCode;

  it('lists each session with its device, address, start and last use, this one marked', async () => {
    const agent = await createAgent(app);
    const phone = await signIn(agent.userName, agent.password, PHONE, '203.0.113.7');
    const laptop = await signIn(agent.userName, agent.password, LAPTOP, '198.51.100.20');
    const sessions = await sessionsOf(laptop);

    expect(sessions).toHaveLength(3);
    expect(sessions.find((s: { device: string }) => s.device === LAPTOP_DEVICE)).toMatchObject({ address: '198.51.100.20', current: true, startedAt: expect.any(String), lastUsedAt: expect.any(String) });
    expect(sessions.find((s: { device: string }) => s.device === PHONE_DEVICE)).toMatchObject({ address: '203.0.113.7', current: false });
    expect(JSON.stringify(sessions)).not.toContain(phone);
    expect(JSON.stringify(sessions)).not.toContain('Mozilla');
  });

  it('ends another session at once, or all the others, and never someone else\'s', async () => {
    const agent = await createAgent(app);
    const other = await createAgent(app);
    const phone = await signIn(agent.userName, agent.password, PHONE, '203.0.113.7');
    const laptop = await signIn(agent.userName, agent.password, LAPTOP, '198.51.100.20');
    const phoneId = (await sessionsOf(laptop)).find((s: { device: string }) => s.device === PHONE_DEVICE).id;

    const notTheirs = await app.inject({ method: 'DELETE', url: accountPaths.mySession.url(phoneId), headers: bearer(other.token) });
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([404, serverMessages.sessionNotFound]);
    const ended = await app.inject({ method: 'DELETE', url: accountPaths.mySession.url(phoneId), headers: bearer(laptop) });
    expect([ended.statusCode, ended.json().message]).toEqual([200, serverMessages.oneSessionEnded]);
    expect(await works(phone)).toBe(401);

    const rest = await app.inject({ method: 'POST', url: accountPaths.myOtherSessionsEnd, headers: bearer(laptop) });
    expect(rest.json().message).toBe(serverMessages.otherSessionsEnded(1));
    expect([await works(agent.token), await works(laptop)]).toEqual([401, 200]);
    const log = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', agent.userId)
      .where('action', 'not like', 'sign-in%')
      .orderBy('at')
      .execute();
    expect(log.map((row) => row.action)).toEqual([`DELETE ${accountPaths.mySession.route}`, `POST ${accountPaths.myOtherSessionsEnd}`]);
  });

  it('lets the admin end every session of an agent, recorded in the audit log', async () => {
    const admin = await adminToken(app);
    const agent = await createAgent(app);
    const second = (await login(app, agent.userName, agent.password)).json().token;
    const ended = await app.inject({ method: 'POST', url: accountPaths.agentSessionsEnd.url(agent.id), headers: bearer(admin) });

    expect([ended.statusCode, ended.json().message]).toEqual([200, serverMessages.agentSessionsEnded(2)]);
    expect([await works(agent.token), await works(second)]).toEqual([401, 401]);
    const refused = await app.inject({ method: 'POST', url: accountPaths.agentSessionsEnd.url(agent.id), headers: bearer((await createAgent(app)).token) });
    expect(refused.statusCode).toBe(403);
    const log = await app.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', `POST ${accountPaths.agentSessionsEnd.route}`).execute();
    expect(log).toContainEqual({ action: `POST ${accountPaths.agentSessionsEnd.route}`, target: agent.id });
  });
});
