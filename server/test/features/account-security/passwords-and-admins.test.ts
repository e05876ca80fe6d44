import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { ADMIN_PASSWORD, adminToken, bearer, createAgent, describeEachDatabase, login, tokenFor } from '../../helper';

// A password leaked, or a colleague left: the owner changes it themselves, an admin manages the other admins.
describeEachDatabase('everyone can change their own password', (kit) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await kit.build();
  });
  const changePassword = (token: string, payload: object) => app.inject({ method: 'PUT', url: accountPaths.myPassword, headers: bearer(token), payload });
  const works = async (token: string) => (await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(token) })).statusCode;

  it('lets an agent change it with the current one, ending the other sessions and the API tokens', async () => {
    const agent = await createAgent(app);
    // The intruder's session (a phished password) and a token minted with it.
    const intruder = await tokenFor(app, agent.userName, agent.password);
    const minted = await app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(intruder), payload: { name: 'Mine', expiresInDays: 365 } });
    const robot = minted.json().token as string;

    const changed = await changePassword(agent.token, { currentPassword: agent.password, newPassword: 'my-new-password-1', confirmPassword: 'my-new-password-1' });
    expect([changed.statusCode, changed.json()]).toEqual([200, { success: true, message: serverMessages.passwordChanged }]);
    expect([await works(agent.token), await works(intruder), await works(robot)]).toEqual([200, 401, 401]);
    expect((await login(app, agent.userName, agent.password)).statusCode).toBe(401);
    expect((await login(app, agent.userName, 'my-new-password-1')).statusCode).toBe(200);
    // The change is a fresh proof: this session may mint a token at once.
    const again = await app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(agent.token), payload: { name: 'Mine', expiresInDays: 7 } });
    expect(again.statusCode).toBe(201);
    const log = await app.db.selectFrom('audit_log').select(['user_name', 'status']).where('action', '=', `PUT ${accountPaths.myPassword}`).where('user_id', '=', agent.userId).execute();
    expect(log).toEqual([{ user_name: agent.userName, status: 200 }]);
  });

  it('lets the admin change their own too', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    const own = await kit.build({ DATABASE_URL: databaseUrl });
    const token = await adminToken(own);
    const changed = await own.inject({ method: 'PUT', url: accountPaths.myPassword, headers: bearer(token), payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'admin-new-password', confirmPassword: 'admin-new-password' } });
    expect(changed.statusCode).toBe(200);
    expect((await login(own, 'admin', 'admin-new-password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, throttled like a sign-in, and a new one breaking the rules', async () => {
    const agent = await createAgent(app);
    const mismatch = await changePassword(agent.token, { currentPassword: agent.password, newPassword: 'my-new-password-1', confirmPassword: 'my-new-password-2' });
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([400, 'confirmPassword: The passwords do not match']);
    const short = await changePassword(agent.token, { currentPassword: agent.password, newPassword: 'short', confirmPassword: 'short' });
    expect([short.statusCode, short.json().message]).toEqual([400, 'newPassword: Password must be at least 8 characters']);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await changePassword(agent.token, { currentPassword: `guess-${i}`, newPassword: 'my-new-password-1', confirmPassword: 'my-new-password-1' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login(app, agent.userName, agent.password)).statusCode).not.toBe(200);
  });
});

describeEachDatabase('admins manage admins', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
  });
  const addAdmin = (UserName: string) => app.inject({ method: 'POST', url: accountPaths.admins, headers: bearer(admin), payload: { UserName, Password: 'second-admin-password' } });
  const editAdmin = (token: string, id: string, payload: object) => app.inject({ method: 'PUT', url: accountPaths.admin.url(id), headers: bearer(token), payload });

  it('adds an admin, resets their password and deactivates them, ending their sessions, all in the audit log', async () => {
    const created = await addAdmin('second');
    expect([created.statusCode, created.json().data]).toEqual([201, expect.objectContaining({ UserName: 'second', UserType: 'admin', isActive: true })]);
    expect(created.body).not.toMatch(/password/i);
    const { id } = created.json().data;
    const listed = await app.inject({ method: 'GET', url: accountPaths.admins, headers: bearer(admin) });
    expect(listed.json().data.map((user: { UserName: string }) => user.UserName)).toEqual(['admin', 'second']);
    expect((await app.inject({ method: 'GET', url: apiPaths.users, headers: bearer(admin) })).json().data).toEqual([]);

    const second = await tokenFor(app, 'second', 'second-admin-password');
    const reset = await editAdmin(admin, id, { Password: 'reset-admin-password' });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(second) })).statusCode).toBe(401);
    const again = await tokenFor(app, 'second', 'reset-admin-password');
    expect((await editAdmin(admin, id, { isActive: false })).json().data.isActive).toBe(false);
    expect((await app.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(again) })).statusCode).toBe(401);
    expect((await login(app, 'second', 'reset-admin-password')).statusCode).toBe(401);

    const log = await app.db.selectFrom('audit_log').select(['user_name', 'action', 'target']).where('action', 'like', '% /api/admins%').orderBy('at').execute();
    expect(log).toEqual([
      { user_name: 'admin', action: `POST ${accountPaths.admins}`, target: null },
      { user_name: 'admin', action: `PUT ${accountPaths.admin.route}`, target: id },
      { user_name: 'admin', action: `PUT ${accountPaths.admin.route}`, target: id },
    ]);
  });

  it('never deactivates the last active admin, not even by themselves', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    const alone = await kit.build({ DATABASE_URL: databaseUrl });
    const token = await adminToken(alone);
    const self = (await alone.inject({ method: 'GET', url: accountPaths.admins, headers: bearer(token) })).json().data[0].id;
    const refused = await alone.inject({ method: 'PUT', url: accountPaths.admin.url(self), headers: bearer(token), payload: { isActive: false } });
    expect([refused.statusCode, refused.json().message]).toEqual([409, serverMessages.lastActiveAdmin]);
    expect((await alone.inject({ method: 'GET', url: apiPaths.currentUser, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('keeps one admin active when two deactivate each other at the same moment', async () => {
    const databaseUrl = await kit.createDatabaseUrl();
    const site = await kit.build({ DATABASE_URL: databaseUrl });
    const first = await adminToken(site);
    const created = await site.inject({ method: 'POST', url: accountPaths.admins, headers: bearer(first), payload: { UserName: 'other', Password: 'second-admin-password' } });
    const other = await tokenFor(site, 'other', 'second-admin-password');
    const firstId = (await site.inject({ method: 'GET', url: accountPaths.admins, headers: bearer(first) })).json().data[0].id;
    const answers = await Promise.all([
      site.inject({ method: 'PUT', url: accountPaths.admin.url(created.json().data.id), headers: bearer(first), payload: { isActive: false } }),
      site.inject({ method: 'PUT', url: accountPaths.admin.url(firstId), headers: bearer(other), payload: { isActive: false } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const active = await site.db.selectFrom('users').select('user_name').where('user_type', '=', 'admin').where('is_active', '=', 1).execute();
    expect(active).toHaveLength(1);
  });

  it('refuses agents, unknown ids and agents\' ids', async () => {
    const agent = await createAgent(app);
    expect((await app.inject({ method: 'GET', url: accountPaths.admins, headers: bearer(agent.token) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: accountPaths.admins, headers: bearer(agent.token), payload: { UserName: 'x', Password: 'second-admin-password' } })).statusCode).toBe(403);
    const unknown = await editAdmin(admin, agent.id, { isActive: false });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, serverMessages.adminNotFound]);
    const taken = await addAdmin(agent.userName);
    expect([taken.statusCode, taken.json().message]).toEqual([409, serverMessages.usernameTaken]);
  });
});
