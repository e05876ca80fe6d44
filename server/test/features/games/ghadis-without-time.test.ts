import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  ghadiListResponseSchema,
  publicGhadiListResponseSchema,
  resultListResponseSchema,
} from '@ghadi/contracts';
import { createAgent, describeEachDatabase } from '../../helper';
import { assignGhadi, getAs, insertGhadiRow, movableClock, seedResult } from '../../fixtures';

// 12:00 UTC on 10 March is the same day in Asia/Kolkata, the default SITE_TIMEZONE.
const CLOCK = '2026-03-10T12:00:00.000Z';

// Rows stored before a result time was required, or imported, have none; the public pages still load.
describeEachDatabase('a game stored without a result time', (kit) => {
  let app: FastifyInstance;
  let game: { id: string; gid: number };
  let agentToken: string;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    const agent = await createAgent(app);
    agentToken = agent.token;
    game = await insertGhadiRow(app, { nameEn: 'Old Bazar' });
    await app.db.updateTable('ghadis').set({ r_time: null }).where('gid', '=', game.gid).execute();
    await assignGhadi(app, agent.userId, game.gid);
    await seedResult(app, { gid: game.gid, drawDate: '2026-03-09', result: '45', createdBy: agent.userId });
    await seedResult(app, { gid: game.gid, drawDate: '2026-03-10', result: '67', createdBy: agent.userId });
  });

  it('is listed publicly with RTime null, from the database and from the cache alike', async () => {
    for (const response of [await getAs(app, apiPaths.ghadis), await getAs(app, apiPaths.ghadis)]) {
      expect(response.statusCode).toBe(200);
      const listed = publicGhadiListResponseSchema.parse(response.json()).data.find((row) => row.id === game.id);
      expect(listed).toMatchObject({ RTime: null, YesterdayResult: '45', TodayResult: '67' });
    }
  });

  it("keeps the month's results and its chart readable", async () => {
    const month = await getAs(app, apiPaths.results);
    const chart = await getAs(app, apiPaths.gameResults.url('old bazar'));

    for (const response of [month, chart]) {
      expect(response.statusCode).toBe(200);
      const rows = resultListResponseSchema.parse(response.json()).data;
      expect(rows.map((row) => [row.Name, row.DateTime, row.Result])).toEqual([
        ['Old Bazar', '2026-03-09', '45'],
        ['Old Bazar', '2026-03-10', '67'],
      ]);
    }
  });

  it("is in its agent's list with RTime null", async () => {
    const response = await getAs(app, apiPaths.myGhadis, agentToken);

    expect(response.statusCode).toBe(200);
    expect(ghadiListResponseSchema.parse(response.json()).data).toEqual([expect.objectContaining({ id: game.id, RTime: null })]);
  });
});
