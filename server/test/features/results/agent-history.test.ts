import type { FastifyInstance } from 'fastify';
import { agentHistoryResponseSchema, apiPaths, ghadiListResponseSchema, serverMessages } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { assignGhadi, insertGhadiRow, getAs, seedResult, softDeleteGhadi } from '../../fixtures';

describeEachDatabase('GET /api/agent/my-ghadi', (kit) => {
  it("lists the signed-in agent's games by OrderId, leaving out others' and deleted ones", async () => {
    const app = await kit.build();
    const [agent, other] = [await createAgent(app), await createAgent(app)];
    const late = await insertGhadiRow(app, { orderId: 30 });
    const early = await insertGhadiRow(app, { orderId: 10 });
    const deleted = await insertGhadiRow(app, { orderId: 5 });
    const theirs = await insertGhadiRow(app, { orderId: 1 });
    for (const game of [late, early, deleted]) await assignGhadi(app, agent.userId, game.gid);
    await assignGhadi(app, other.userId, theirs.gid);
    await softDeleteGhadi(app, deleted.gid);

    const response = await getAs(app, apiPaths.myGhadis, agent.token);
    const admin = await getAs(app, apiPaths.myGhadis, await adminToken(app));

    expect(response.statusCode).toBe(200);
    const body = ghadiListResponseSchema.parse(response.json());
    expect(body.data.map((game) => game.GID)).toEqual([early.gid, late.gid]);
    expect(body.data[0]).toEqual({
      _id: early.id,
      id: early.id,
      GID: early.gid,
      NameEn: early.name_en,
      NameHn: early.name_hn,
      key: early.name_en_key,
      RTime: early.r_time,
      OrderId: 10,
    });
    expect(admin.statusCode).toBe(403);
  });
});

describeEachDatabase('GET /api/agent/my-ghadi/results', (kit) => {
  let app: FastifyInstance;
  let agent: SignedInUser;
  let other: SignedInUser;
  let ghadi: { id: string; gid: number };
  beforeAll(async () => {
    app = await kit.build();
    [agent, other] = [await createAgent(app), await createAgent(app)];
    ghadi = await insertGhadiRow(app);
    const elsewhere = await insertGhadiRow(app);
    await assignGhadi(app, agent.userId, ghadi.gid);
    const seed = (gid: number, drawDate: string, result: string) =>
      seedResult(app, { gid, drawDate, result, createdBy: agent.userId });
    for (let day = 1; day <= 12; day += 1) await seed(ghadi.gid, `2026-01-${String(day).padStart(2, '0')}`, `r${day}`);
    await seed(ghadi.gid, '2025-12-31', 'AB%_x');
    await seed(ghadi.gid, '2025-12-30', 'ABCDx');
    await seed(elsewhere.gid, '2026-01-20', 'r99');
  });

  const history = (query: string, token = agent.token) =>
    getAs(app, `${apiPaths.myGhadiResults}?ghadiId=${ghadi.id}&${query}`, token);
  const resultsOf = (response: { json(): { data: { Result: string }[] } }) =>
    response.json().data.map((row) => row.Result);

  it("pages one game's results newest first, with the total", async () => {
    const first = await history('page=1&pageSize=5');
    const third = await history('page=3&pageSize=5');

    expect(first.statusCode).toBe(200);
    const body = agentHistoryResponseSchema.parse(first.json());
    expect(body).toMatchObject({ success: true, total: 14, page: 1, pageSize: 5 });
    expect(body.data.map((row) => row.DateTime)).toEqual(['2026-01-12', '2026-01-11', '2026-01-10', '2026-01-09', '2026-01-08']);
    expect(resultsOf(third)).toEqual(['r2', 'r1', 'AB%_x', 'ABCDx']);
  });

  it('defaults to the first page of 10', async () => {
    const body = (await history('')).json();

    expect(body).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(body.data).toHaveLength(10);
  });

  it('searches result text case-insensitively and dates, with % and _ taken literally', async () => {
    expect(resultsOf(await history('search=R1'))).toEqual(['r12', 'r11', 'r10', 'r1']);
    expect(resultsOf(await history('search=2026-01-0'))).toEqual(['r9', 'r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
    expect(resultsOf(await history('search=b%25_'))).toEqual(['AB%_x']);
    expect(resultsOf(await history('search=_'))).toEqual(['AB%_x']);
    expect((await history('search=nothing-like-this')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses another agent with 403 and lets the admin read', async () => {
    const refused = await history('', other.token);
    const admin = await history('pageSize=2', await adminToken(app));

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, code: 'notAuthorizedForGhadi', message: serverMessages.notAuthorizedForGhadi });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ total: 14, pageSize: 2 });
  });

  it('refuses a missing or malformed ghadiId and out-of-range paging', async () => {
    const missing = await getAs(app, apiPaths.myGhadiResults, agent.token);
    const malformed = await getAs(app, "/api/agent/my-ghadi/results?ghadiId=1'%20or%201=1", agent.token);
    const pageSize = await history('pageSize=101');
    const page = await history('page=0');

    const refusals: [typeof page, object][] = [
      // Which of the id's forms the value came nearest decides zod's name for the rule.
      [missing, { field: 'ghadiId', rule: expect.any(String) }],
      [malformed, { field: 'ghadiId', rule: expect.any(String) }],
      [pageSize, { field: 'pageSize', rule: 'maxNumber', limit: 100 }],
      [page, { field: 'page', rule: 'atLeast', limit: 1 }],
    ];
    for (const [response, rule] of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message: expect.any(String), ...rule });
    }
    expect(pageSize.json().message).toBe('pageSize: pageSize must be at most 100');
  });
});
