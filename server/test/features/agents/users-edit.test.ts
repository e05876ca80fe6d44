import type { FastifyInstance } from 'fastify';
import { apiPaths, serverMessages, userResponseSchema } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, login, type SignedInUser } from '../../helper';

describeEachDatabase('/api/users/{id}: editing and deleting agents', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let someAgent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
    someAgent = await createAgent(app);
  });

  const put = (id: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: apiPaths.user.url(id), headers: bearer(admin), payload: payload as object });
  const remove = (id: string) => app.inject({ method: 'DELETE', url: apiPaths.user.url(id), headers: bearer(admin) });
  const me = (token: string) => app.inject({ url: apiPaths.currentUser, headers: bearer(token) });
  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: apiPaths.users, headers: bearer(admin), payload: payload as object });

  it('keeps the old password when the edit leaves it blank or out, and keeps the sessions', async () => {
    const agent = await createAgent(app);
    const edit = { UserName: agent.userName, DisplayName: 'Renamed', email: 'renamed@example.com', isActive: true };

    const blank = await put(agent.id, { ...edit, Password: '' });
    const missing = await put(agent.id, edit);

    expect(blank.statusCode).toBe(200);
    expect(userResponseSchema.parse(blank.json()).data).toMatchObject({ DisplayName: 'Renamed', email: 'renamed@example.com' });
    expect(missing.statusCode).toBe(200);
    expect((await login(app, agent.userName, agent.password)).statusCode).toBe(200);
    expect((await me(agent.token)).statusCode).toBe(200);
  });

  it('ends the agent\'s sessions at once when the password changes', async () => {
    const agent = await createAgent(app);

    const response = await put(agent.id, {
      UserName: agent.userName,
      DisplayName: 'Agent',
      email: 'a@example.com',
      Password: 'a-brand-new-password',
    });

    expect(response.statusCode).toBe(200);
    expect((await me(agent.token)).json()).toEqual({ success: false, code: 'sessionEnded', message: serverMessages.sessionEnded });
    expect((await login(app, agent.userName, agent.password)).statusCode).toBe(401);
    expect((await login(app, agent.userName, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('ends the agent\'s sessions when deactivated, for good', async () => {
    const agent = await createAgent(app);
    const body = { UserName: agent.userName, DisplayName: 'Agent', email: 'a@example.com' };

    const deactivated = await put(agent.id, { ...body, isActive: false });
    const reactivated = await put(agent.id, { ...body, isActive: true });

    expect(deactivated.json().data.isActive).toBe(false);
    expect(reactivated.json().data.isActive).toBe(true);
    expect((await me(agent.token)).statusCode).toBe(401);
  });

  it('renames an agent, but not to a name another user has (409, nothing changed)', async () => {
    const agent = await createAgent(app);
    const body = { DisplayName: 'Agent', email: 'a@example.com' };

    const taken = await put(agent.id, { ...body, UserName: someAgent.userName.toUpperCase() });
    const sameInOtherCase = await put(agent.id, { ...body, UserName: agent.userName.toUpperCase() });

    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, code: 'usernameTaken', message: serverMessages.usernameTaken });
    expect(sameInOtherCase.statusCode).toBe(200);
    expect(sameInOtherCase.json().data.UserName).toBe(agent.userName.toUpperCase());
  });

  it('answers 404 for an admin\'s id or an unknown one, and 400 for a malformed id', async () => {
    const adminId = (await me(admin)).json().user.id as string;
    const body = { UserName: 'admin', DisplayName: 'Hijack', email: 'x@example.com', Password: 'new-admin-password' };

    const editAdmin = await put(adminId, body);
    const deleteAdmin = await remove(adminId);
    const unknown = await remove('00000000-0000-4000-8000-000000000000');
    const malformed = await put('42', body);

    for (const response of [editAdmin, deleteAdmin, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'agentNotFound', message: serverMessages.agentNotFound });
    }
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, code: 'invalidRequest', message: 'id: id must be a valid id', field: 'id', rule: 'validId' });
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('deletes softly: the agent disappears, their sessions end, and the name can be used again', async () => {
    const agent = await createAgent(app);

    const response = await remove(agent.id);
    const again = await remove(agent.id);
    const row = await app.db.selectFrom('users').select('deleted_at').where('id', '=', agent.id).executeTakeFirstOrThrow();
    const list = (await app.inject({ url: apiPaths.users, headers: bearer(admin) })).json();

    expect(response.json()).toEqual({ success: true, message: 'Agent deleted' });
    expect(again.statusCode).toBe(404);
    expect(row.deleted_at).not.toBeNull();
    expect(list.data.map((user: { id: string }) => user.id)).not.toContain(agent.id);
    expect((await me(agent.token)).statusCode).toBe(401);
    const reuse = { UserName: agent.userName, DisplayName: 'Again', email: 'again@example.com', Password: 'agent-password-2' };
    expect((await post(reuse)).statusCode).toBe(201);
  });

});
