import type { FastifyInstance } from 'fastify';
import { apiPaths, reviewResultsResponseSchema } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, softDeleteUser, userIdOf } from '../../helper';
import { assignGhadi, insertGhadiRow, getAs, seedResult, unassignGhadi } from '../../fixtures';

describeEachDatabase('GET /api/admin/results', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
    const ravi = await createAgent(app, { userName: 'ravi_k', displayName: 'Ravi Kumar' });
    const sita = await createAgent(app, { userName: 'sita', displayName: 'Sita 100%' });
    const gone = await createAgent(app, { userName: 'gone', displayName: 'Gone Agent' });
    const [kalyan, milan, disawar, moved, goneGame] = [
      await insertGhadiRow(app, { nameEn: 'Kalyan' }),
      await insertGhadiRow(app, { nameEn: 'Milan Day' }),
      await insertGhadiRow(app, { nameEn: 'Disawar' }),
      await insertGhadiRow(app, { nameEn: 'Moved Game' }),
      await insertGhadiRow(app, { nameEn: 'Gone Agent Game' }),
    ];
    await assignGhadi(app, ravi.userId, kalyan.gid);
    await assignGhadi(app, ravi.userId, milan.gid);
    await assignGhadi(app, sita.userId, disawar.gid);
    await assignGhadi(app, gone.userId, goneGame.gid);
    const adminId = await userIdOf(app, 'admin');
    const seed = (gid: number, createdBy: number, drawDate: string, result: string, updatedAt?: string) =>
      seedResult(app, { gid, createdBy, drawDate, result, updatedAt });

    for (let day = 1; day <= 6; day += 1) {
      await seed(kalyan.gid, ravi.userId, `2026-02-0${day}`, `k${day}`, `2026-02-0${day}T08:00:00.000Z`);
    }
    await seed(milan.gid, ravi.userId, '2026-02-03', 'm3', '2026-02-03T10:00:00.000Z');
    await seed(disawar.gid, sita.userId, '2026-02-03', 'd3', '2026-02-03T12:00:00.000Z');
    // Left out: published by the admin, by an agent for a game now assigned to someone else, by a
    // deleted agent, and for a game no longer assigned to its publisher.
    await seed(disawar.gid, adminId, '2026-02-04', 'by-admin');
    await seed(disawar.gid, ravi.userId, '2026-02-05', 'not-his-game');
    await seed(goneGame.gid, gone.userId, '2026-02-05', 'deleted-agent');
    await softDeleteUser(app, 'gone');
    await seed(moved.gid, sita.userId, '2026-02-06', 'unassigned');
    await assignGhadi(app, sita.userId, moved.gid);
    await unassignGhadi(app, moved.gid);
  });

  const review = (query = '') => getAs(app, `${apiPaths.adminResults}?${query}`, admin);
  const resultsOf = (response: { json(): { data: { Result: string }[] } }) =>
    response.json().data.map((row) => row.Result);

  it("lists only results whose creator is an agent the game is assigned to, newest first, 5 a page", async () => {
    const response = await review();

    expect(response.statusCode).toBe(200);
    const body = reviewResultsResponseSchema.parse(response.json());
    expect(body).toMatchObject({ success: true, total: 8, page: 1, pageSize: 5 });
    expect(resultsOf(response)).toEqual(['k6', 'k5', 'k4', 'd3', 'm3']);
    expect(body.data[3]).toMatchObject({
      Name: 'Disawar',
      AgentName: 'Sita 100%',
      AgentUserName: 'sita',
      DateTime: '2026-02-03',
      UpdatedAt: '2026-02-03T12:00:00.000Z',
      isActive: true,
    });
  });

  it('pages with the total of every match', async () => {
    const second = await review('page=2&pageSize=5');
    const beyond = await review('page=9&pageSize=5');

    expect(resultsOf(second)).toEqual(['k3', 'k2', 'k1']);
    expect(second.json()).toMatchObject({ total: 8, page: 2, pageSize: 5 });
    expect(beyond.json()).toMatchObject({ data: [], total: 8, page: 9 });
  });

  it('searches agent display name, username and game name case-insensitively, % taken literally', async () => {
    expect((await review('search=RAVI%20kum&pageSize=15')).json().total).toBe(7);
    expect(resultsOf(await review('search=SITA'))).toEqual(['d3']);
    expect(resultsOf(await review('search=milan%20DAY'))).toEqual(['m3']);
    expect(resultsOf(await review('search=100%25'))).toEqual(['d3']);
    expect(resultsOf(await review('search=rav_'))).toEqual([]);
    expect(resultsOf(await review('search=avi_k&pageSize=1'))).toEqual(['k6']);
    expect((await review('search=nobody')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses a page size over 100 and a search over 100 characters', async () => {
    const size = await review('pageSize=500');
    const search = await review(`search=${'x'.repeat(101)}`);

    for (const response of [size, search]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});
