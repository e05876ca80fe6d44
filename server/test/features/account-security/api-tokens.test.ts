import type { FastifyInstance } from 'fastify';
import { accountPaths, apiPaths, serverMessages } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, createGhadi, describeEachDatabase, type SignedInUser } from '../../helper';
import { movableClock } from '../../fixtures';

const NOON = '2026-11-20T06:30:00.000Z';

describeEachDatabase('scoped API tokens', (kit) => {
  const time = movableClock(NOON);
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await kit.build({}, { clock: time.clock });
    admin = await adminToken(app);
  });
  beforeEach(() => time.set(NOON));

  const createToken = (as: string, agent: SignedInUser, payload: object = { name: 'Results robot', expiresInDays: 30 }) =>
    app.inject({ method: 'POST', url: accountPaths.agentTokens.url(agent.id), headers: bearer(as), payload });
  const assign = async (agent: SignedInUser, name: string) => {
    const game = await createGhadi(app, admin, { NameEn: name });
    await app.inject({ method: 'POST', url: apiPaths.userMaps, headers: bearer(admin), payload: { User_Id: agent.userId, GID: [game.GID] } });
    return game;
  };
  const publish = (token: string, gid: number, result = '42') =>
    app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: gid, result, dateTime: '2026-11-20' } });

  it('is shown once, kept hashed, listed without itself, and publishes only its agent\'s games', async () => {
    const agent = await createAgent(app);
    const other = await createAgent(app);
    const own = await assign(agent, `Token Own ${agent.userName}`);
    const theirs = await assign(other, `Token Theirs ${other.userName}`);

    const created = await createToken(agent.token, agent);
    const { token, data, message } = created.json();
    expect([created.statusCode, message]).toEqual([201, serverMessages.apiTokenCreated]);
    expect(token).toMatch(/^ghd_[A-Za-z0-9_-]{43}$/);
    expect(data).toEqual({ id: expect.any(String), name: 'Results robot', createdAt: NOON, expiresAt: '2026-12-20T06:30:00.000Z', lastUsedAt: null });
    const stored = await app.db.selectFrom('api_tokens').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));

    expect((await publish(token, own.GID)).statusCode).toBe(200);
    const refused = await publish(token, theirs.GID);
    expect([refused.statusCode, refused.json().message]).toEqual([403, serverMessages.notAuthorizedForGhadi]);
    expect((await app.inject({ method: 'GET', url: apiPaths.myGhadis, headers: bearer(token) })).json().data.map((g: { GID: number }) => g.GID)).toEqual([own.GID]);

    const listed = await app.inject({ method: 'GET', url: accountPaths.agentTokens.url(agent.id), headers: bearer(agent.token) });
    expect(listed.json().data).toEqual([{ ...data, lastUsedAt: NOON }]);
    expect(listed.body).not.toContain(token);
  });

  it('never opens the admin API, nor anything but publishing', async () => {
    const agent = await createAgent(app);
    const { token } = (await createToken(admin, agent)).json();
    const routes = [
      { method: 'GET', url: apiPaths.users },
      { method: 'POST', url: apiPaths.ghadis, payload: { NameEn: 'X' } },
      { method: 'GET', url: apiPaths.auditLog },
      { method: 'GET', url: apiPaths.adminResults },
      { method: 'GET', url: apiPaths.adminChannel },
      { method: 'GET', url: apiPaths.currentUser },
      { method: 'GET', url: accountPaths.mySessions },
      { method: 'POST', url: accountPaths.myTotp },
      { method: 'GET', url: accountPaths.agentTokens.url(agent.id) },
      { method: 'POST', url: apiPaths.logout },
    ] as const;
    for (const route of routes) {
      const response = await app.inject({ ...route, headers: bearer(token) });
      expect([route.url, response.statusCode, response.json().message]).toEqual([route.url, 403, serverMessages.apiTokenScope]);
    }
  });

  it('stops at its expiry and at once when revoked', async () => {
    const agent = await createAgent(app);
    const game = await assign(agent, `Token Expiry ${agent.userName}`);
    const short = (await createToken(agent.token, agent, { name: 'One week', expiresInDays: 7 })).json();
    const revoked = (await createToken(agent.token, agent, { name: 'Revoked', expiresInDays: 30 })).json();

    const revoke = await app.inject({ method: 'DELETE', url: accountPaths.agentToken.url(agent.id, revoked.data.id), headers: bearer(agent.token) });
    expect([revoke.statusCode, revoke.json().message]).toEqual([200, serverMessages.apiTokenRevoked]);
    const afterRevoke = await publish(revoked.token, game.GID);
    expect([afterRevoke.statusCode, afterRevoke.json().message]).toEqual([401, serverMessages.apiTokenEnded]);

    expect((await publish(short.token, game.GID, '11')).statusCode).toBe(200);
    time.set('2026-11-27T06:30:00.001Z');
    expect((await publish(short.token, game.GID, '12')).statusCode).toBe(401);
  });

  it('is made for agents only, by the agent or the admin, never by another agent', async () => {
    const agent = await createAgent(app);
    const other = await createAgent(app);
    const adminId = (await app.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;

    expect((await createToken(admin, agent)).statusCode).toBe(201);
    const byOther = await createToken(other.token, agent);
    expect([byOther.statusCode, byOther.json().message]).toEqual([403, serverMessages.forbidden]);
    const forAdmin = await app.inject({ method: 'POST', url: accountPaths.agentTokens.url(adminId), headers: bearer(admin), payload: { name: 'x', expiresInDays: 7 } });
    expect([forAdmin.statusCode, forAdmin.json().message]).toEqual([400, serverMessages.apiTokensAgentsOnly]);
    const bad = await createToken(agent.token, agent, { name: '', expiresInDays: 14 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('expiresInDays');
  });
});
