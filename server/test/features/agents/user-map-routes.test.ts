import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  serverMessages,
  userMapCreateResponseSchema,
  userMapListResponseSchema,
  type Ghadi,
} from '@ghadi/contracts';
import {
  adminToken,
  bearer,
  createAgent,
  createGhadi,
  describeEachDatabase,
  expectAccess,
  publishResultRow,
  seedUser,
  userIdOf,
  type SignedInUser,
} from '../../helper';

describeEachDatabase('/api/usermaps', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
    agent = await createAgent(app, { displayName: 'Asha' });
  });

  const assign = (payload: unknown) =>
    app.inject({ method: 'POST', url: apiPaths.userMaps, headers: bearer(admin), payload: payload as object });
  const list = async () =>
    userMapListResponseSchema.parse((await app.inject({ url: apiPaths.userMaps, headers: bearer(admin) })).json()).data;
  const remove = (id: string) => app.inject({ method: 'DELETE', url: apiPaths.userMap.url(id), headers: bearer(admin) });
  const games = (count: number, overrides: Record<string, unknown> = {}): Promise<Ghadi[]> =>
    Promise.all(Array.from({ length: count }, () => createGhadi(app, admin, overrides)));
  const assignedGids = async () => (await list()).map((row) => row.GID);

  it('assigns one game given as a number', async () => {
    const [game] = await games(1);

    const response = await assign({ User_Id: agent.userId, GID: game!.GID });

    expect(response.statusCode).toBe(201);
    const { data, message } = userMapCreateResponseSchema.parse(response.json());
    expect(message).toBe('Ghadi assigned');
    expect(data).toEqual([
      { _id: data[0]!.id, id: data[0]!.id, User_Id: agent.userId, GID: game!.GID, AgentName: 'Asha', GhadiName: game!.NameEn },
    ]);
  });

  it('assigns several games given as an array, and lists them by agent, then game order', async () => {
    const other = await createAgent(app, { displayName: 'Zubin' });
    const [late, early] = [await createGhadi(app, admin, { OrderId: 9 }), await createGhadi(app, admin, { OrderId: 1 })];
    const [mine] = await games(1);

    const response = await assign({ User_Id: other.userId, GID: [late!.GID, early!.GID] });
    await assign({ User_Id: agent.userId, GID: mine!.GID });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.map((row: { GID: number }) => row.GID)).toEqual([early!.GID, late!.GID]);
    const rows = await list();
    const zubin = rows.filter((row) => row.AgentName === 'Zubin').map((row) => row.GID);
    expect(zubin).toEqual([early!.GID, late!.GID]);
    expect(rows.findIndex((row) => row.AgentName === 'Asha')).toBeLessThan(rows.findIndex((row) => row.AgentName === 'Zubin'));
  });

  it('refuses a game already assigned with 409 naming it, and assigns nothing of the request', async () => {
    const [taken, free] = await games(2);
    await assign({ User_Id: agent.userId, GID: taken!.GID });
    const other = await createAgent(app);

    const response = await assign({ User_Id: other.userId, GID: [free!.GID, taken!.GID] });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'ghadisAlreadyAssigned', message: `Ghadi already assigned: ${taken!.NameEn}` });
    expect(await assignedGids()).not.toContain(free!.GID);
  });

  it('lets exactly one of two concurrent requests for the same game win', async () => {
    const [contested, a, b] = await games(3);
    const rival = await createAgent(app);

    const responses = await Promise.all([
      assign({ User_Id: agent.userId, GID: [a!.GID, contested!.GID] }),
      assign({ User_Id: rival.userId, GID: [contested!.GID, b!.GID] }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const rows = (await list()).filter((row) => [contested, a, b].some((game) => game!.GID === row.GID));
    expect(rows.filter((row) => row.GID === contested!.GID)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it('needs an existing, active agent', async () => {
    const [game] = await games(1);
    const inactiveId = await userIdOf(app, (await seedUser(app, { isActive: false })).userName);
    const adminId = (await app.inject({ url: apiPaths.currentUser, headers: bearer(admin) })).json().user.User_Id;

    const unknown = await assign({ User_Id: 999_999, GID: game!.GID });
    const notActive = await assign({ User_Id: inactiveId, GID: game!.GID });
    const notAgent = await assign({ User_Id: adminId, GID: game!.GID });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'agentNotFound', message: serverMessages.agentNotFound });
    expect(notActive.statusCode).toBe(400);
    expect(notActive.json()).toEqual({ success: false, code: 'agentInactive', message: serverMessages.agentInactive });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json()).toEqual({ success: false, code: 'notAnAgent', message: serverMessages.notAnAgent });
    expect(await assignedGids()).not.toContain(game!.GID);
  });

  it('answers 404 naming unknown or deleted games, assigning nothing', async () => {
    const [kept, deleted] = await games(2);
    await app.inject({ method: 'DELETE', url: apiPaths.ghadi.url(deleted!.id), headers: bearer(admin) });

    const response = await assign({ User_Id: agent.userId, GID: [kept!.GID, 987_654, deleted!.GID] });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'ghadisNotFound', message: `Ghadi not found: 987654, ${deleted!.GID}` });
    expect(await assignedGids()).not.toContain(kept!.GID);
  });

  it('validates the body', async () => {
    const cases: [unknown, string, object][] = [
      [{ GID: 1 }, 'User_Id: User_Id is required', { field: 'User_Id', rule: 'required' }],
      [{ User_Id: agent.userId, GID: [] }, 'GID: Select at least one ghadi', { field: 'GID', rule: 'selectGhadi' }],
      [{ User_Id: agent.userId, GID: [1, 1] }, 'GID: GID must not repeat a ghadi', { field: 'GID', rule: 'repeatedGhadi' }],
      [{ User_Id: agent.userId, GID: 1, extra: true }, 'Unrecognized key: "extra"', { field: 'body', rule: 'unrecognized_keys' }],
    ];
    for (const [body, message, rule] of cases) {
      const response = await assign(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message: expect.stringContaining(message), ...rule });
    }
    expect((await assign({ User_Id: agent.userId, GID: 'seven' })).statusCode).toBe(400);
  });

  it('frees the game when an assignment is deleted', async () => {
    const [game] = await games(1);
    const created = (await assign({ User_Id: agent.userId, GID: game!.GID })).json().data[0];

    const response = await remove(created.id);
    const again = await remove(created.id);
    const reassigned = await assign({ User_Id: (await createAgent(app)).userId, GID: game!.GID });

    expect(response.json()).toEqual({ success: true, message: 'Assignment deleted' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'assignmentNotFound', message: serverMessages.assignmentNotFound });
    expect(reassigned.statusCode).toBe(201);
    expect((await remove('nope')).statusCode).toBe(400);
  });

  it('frees a deleted agent\'s games and keeps their results', async () => {
    const leaving = await createAgent(app);
    const [game] = await games(1);
    await assign({ User_Id: leaving.userId, GID: game!.GID });
    const resultId = await publishResultRow(app, { gid: game!.GID, drawDate: '2026-01-02', result: '12' });

    await app.inject({ method: 'DELETE', url: apiPaths.user.url(leaving.id), headers: bearer(admin) });

    expect(await assignedGids()).not.toContain(game!.GID);
    expect(await app.db.selectFrom('results').select('id').where('id', '=', resultId).executeTakeFirst()).toBeDefined();
    expect((await assign({ User_Id: leaving.userId, GID: game!.GID })).statusCode).toBe(404);
  });

  it('lets only the admin call it', async () => {
    const tokens = { admin, agent: agent.token };
    const [game] = await games(1);
    const created = (await assign({ User_Id: agent.userId, GID: game!.GID })).json().data[0];
    const [other] = await games(1);

    await expectAccess(app, { url: apiPaths.userMaps }, 'admin', tokens);
    await expectAccess(app, { method: 'POST', url: apiPaths.userMaps, payload: { User_Id: agent.userId, GID: other!.GID } }, 'admin', tokens);
    await expectAccess(app, { method: 'DELETE', url: apiPaths.userMap.url(created.id) }, 'admin', tokens);
  });
});
