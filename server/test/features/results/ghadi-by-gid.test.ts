import type { FastifyInstance } from 'fastify';
import { agentHistoryResponseSchema, apiPaths, serverMessages, updateResultResponseSchema } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { assignGhadi, getAs, insertGhadiRow, postResult, softDeleteGhadi } from '../../fixtures';

// Clients of the API this one replaces name a game by its numeric GID in both agent calls.
describeEachDatabase('ghadiId given as the numeric GID', (kit) => {
  let app: FastifyInstance;
  let agent: SignedInUser;
  let other: SignedInUser;
  let mine: { id: string; gid: number };
  let theirs: { id: string; gid: number };
  let neighbour: { id: string; gid: number };
  beforeAll(async () => {
    app = await kit.build();
    [agent, other] = [await createAgent(app), await createAgent(app)];
    // Two games of the agent, so a GID taken for the wrong game would show.
    [mine, neighbour, theirs] = [await insertGhadiRow(app), await insertGhadiRow(app), await insertGhadiRow(app)];
    await assignGhadi(app, agent.userId, mine.gid);
    await assignGhadi(app, agent.userId, neighbour.gid);
    await assignGhadi(app, other.userId, theirs.gid);
  });

  const rowsOn = (drawDate: string) =>
    app.db.selectFrom('results').select(['gid', 'result']).where('draw_date', '=', drawDate).execute();
  const historyOf = (ghadiId: string | number, token = agent.token) =>
    getAs(app, `${apiPaths.myGhadiResults}?ghadiId=${ghadiId}`, token);

  it.each([
    ['a number', (gid: number) => gid, '2026-01-01'],
    ['a string of digits', (gid: number) => String(gid), '2026-01-02'],
  ])('publishes for the game whose GID is given as %s', async (_case, asGhadiId, dateTime) => {
    const response = await postResult(app, agent.token, { ghadiId: asGhadiId(mine.gid), result: '42', dateTime });

    expect(response.statusCode).toBe(200);
    expect(updateResultResponseSchema.parse(response.json()).data).toMatchObject({ GID: mine.gid, Result: '42', DateTime: dateTime });
    expect(await rowsOn(dateTime)).toEqual([{ gid: mine.gid, result: '42' }]);
  });

  it("reads the game's history by GID, as by id", async () => {
    await postResult(app, agent.token, { ghadiId: neighbour.id, result: '7', dateTime: '2026-01-03' });

    const byGid = await historyOf(neighbour.gid);
    const byId = await historyOf(neighbour.id);

    expect(byGid.statusCode).toBe(200);
    expect(agentHistoryResponseSchema.parse(byGid.json())).toMatchObject({ total: 1, data: [{ GID: neighbour.gid, Result: '7' }] });
    expect(byGid.json()).toEqual(byId.json());
  });

  it("refuses another agent's GID with 403 and writes nothing", async () => {
    const publish = await postResult(app, agent.token, { ghadiId: theirs.gid, result: '9', dateTime: '2026-01-04' });
    const history = await historyOf(theirs.gid);

    for (const response of [publish, history]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'notAuthorizedForGhadi', message: serverMessages.notAuthorizedForGhadi });
    }
    expect(await rowsOn('2026-01-04')).toEqual([]);
  });

  it('answers 404 for a GID no game has, and to the admin for a deleted game', async () => {
    const deleted = await insertGhadiRow(app);
    await softDeleteGhadi(app, deleted.gid);
    const admin = await adminToken(app);

    const responses = [
      await postResult(app, agent.token, { ghadiId: 2_000_000_000, result: '9', dateTime: '2026-01-05' }),
      await historyOf('2000000000'),
      await postResult(app, admin, { ghadiId: deleted.gid, result: '9', dateTime: '2026-01-05' }),
      await historyOf(deleted.gid, admin),
    ];

    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound });
    }
    expect(await rowsOn('2026-01-05')).toEqual([]);
  });

  const refusal = {
    success: false,
    code: 'invalidRequest',
    message: 'ghadiId: ghadiId must be a game id or its GID (a whole number from 1)',
    field: 'ghadiId',
    rule: 'gameRef',
  };

  it.each([0, -1, 1.5, '0', '-1', '1.5', '12abc', '', 'abc', 2_147_483_648, '99999999999', true, null])(
    'refuses ghadiId %j when publishing, naming the field',
    async (ghadiId) => {
      const response = await postResult(app, agent.token, { ghadiId, result: '9', dateTime: '2026-01-06' });

      expect(response.statusCode).toBe(400);
      // A number out of the GIDs' range names the bound it passed.
      const limit = ghadiId === 0 || ghadiId === -1 ? { limit: 1 } : ghadiId === 2_147_483_648 ? { limit: 2_147_483_647 } : {};
      expect(response.json()).toEqual({ ...refusal, ...limit });
      expect(await rowsOn('2026-01-06')).toEqual([]);
    },
  );

  it.each(['0', '-1', '1.5', '12abc', '', '1e3'])('refuses ghadiId=%s in the history query, naming the field', async (ghadiId) => {
    const response = await historyOf(encodeURIComponent(ghadiId));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });
});
