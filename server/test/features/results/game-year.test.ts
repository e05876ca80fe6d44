import type { FastifyInstance } from 'fastify';
import { apiPaths, changeTags, resultListResponseSchema, serverMessages } from '@ghadi/contracts';
import { publicReads } from '../../../src/public-cache/public-cache-keys';
import { adminToken, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { getAs, insertGhadiRow, movableClock, postResult, seedResult, softDeleteGhadi } from '../../fixtures';

// Noon of 10 April 2026 in Asia/Kolkata, the default SITE_TIMEZONE.
const CLOCK = '2026-04-10T06:30:00.000Z';

const resultsOf = (body: unknown) => resultListResponseSchema.parse(body).data.map((row) => [row.DateTime, row.Result]);

describe('the cached read of a game year', () => {
  it('is made stale by a result of any date of that year of that game, and by no other', () => {
    const tags = new Set(publicReads.gameYear('milan day', 2026).tags);
    const staleBy = (nameKey: string, drawDate: string) =>
      changeTags.result(nameKey, drawDate, '2026-04-09').some((tag) => tags.has(tag));

    expect(['2026-01-01', '2026-06-15', '2026-12-31'].map((date) => staleBy('milan day', date))).toEqual([true, true, true]);
    expect([staleBy('milan day', '2025-12-31'), staleBy('milan day', '2027-01-01'), staleBy('disawar', '2026-03-01')]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describeEachDatabase('GET /api/results/{name}/years/{year}', (kit) => {
  let app: FastifyInstance;
  let agent: SignedInUser;
  let milan: { gid: number; id: string };
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    agent = await createAgent(app);
    milan = await insertGhadiRow(app, { nameEn: 'Milan Day' });
    const disawar = await insertGhadiRow(app, { nameEn: 'Disawar' });
    const seed = (gid: number, drawDate: string, result: string, isActive = true) =>
      seedResult(app, { gid, drawDate, result, createdBy: agent.userId, isActive });
    await seed(milan.gid, '2025-12-31', 'm-2025');
    await seed(milan.gid, '2026-03-05', 'm-mar05');
    await seed(milan.gid, '2026-01-01', 'm-jan01');
    await seed(milan.gid, '2026-02-10', 'hidden', false);
    await seed(disawar.gid, '2026-01-02', 'd-jan02');
  });

  it("lists the game's active results of that year, January to December", async () => {
    const response = await getAs(app, apiPaths.gameYearResults.url('milan day', 2026));
    const upper = await getAs(app, apiPaths.gameYearResults.url('MILAN DAY', 2026));

    expect(response.statusCode).toBe(200);
    expect(resultsOf(response.json())).toEqual([
      ['2026-01-01', 'm-jan01'],
      ['2026-03-05', 'm-mar05'],
    ]);
    expect(response.json().data[0]).toMatchObject({ GID: milan.gid, Name: 'Milan Day', CreatedById: agent.id, isActive: true });
    expect(upper.json()).toEqual(response.json());
    expect(resultsOf((await getAs(app, apiPaths.gameYearResults.url('milan day', 2025))).json())).toEqual([['2025-12-31', 'm-2025']]);
    expect(resultsOf((await getAs(app, apiPaths.gameYearResults.url('milan day', 2024))).json())).toEqual([]);
  });

  it('answers 404 Ghadi not found for an unknown or deleted game', async () => {
    const gone = await insertGhadiRow(app, { nameEn: 'Gone Game' });
    await softDeleteGhadi(app, gone.gid);

    for (const name of ['no such game', 'gone game']) {
      const response = await getAs(app, apiPaths.gameYearResults.url(name, 2026));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound });
    }
  });

  it.each(['1999', '2101', '26', '20260', 'abcd', '2026.0', '+2026'])('refuses the year %s, naming it', async (year) => {
    const response = await getAs(app, `/api/results/milan%20day/years/${encodeURIComponent(year)}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'invalidRequest',
      message: 'year: year must be a whole number from 2000 to 2100',
      field: 'year',
      rule: 'yearRange',
      // A year out of the range names the bound it passed.
      ...({ '1999': { limit: 2000 }, '2101': { limit: 2100 } } as Record<string, object>)[year],
    });
  });

  it('answers from the cache until a result of that year is published, then shows it', async () => {
    const milanYear = apiPaths.gameYearResults.url('milan day', 2026);
    await getAs(app, milanYear);
    // Written behind the service's back: no change is declared, so the cached answer stays.
    await seedResult(app, { gid: milan.gid, drawDate: '2026-03-06', result: 'm-mar06', createdBy: agent.userId });
    const cached = await getAs(app, milanYear);
    const published = await postResult(app, await adminToken(app), { ghadiId: milan.id, result: 'm-feb03', dateTime: '2026-02-03' });
    const fresh = await getAs(app, milanYear);

    expect(resultsOf(cached.json())).toEqual([
      ['2026-01-01', 'm-jan01'],
      ['2026-03-05', 'm-mar05'],
    ]);
    expect(published.statusCode).toBe(200);
    expect(resultsOf(fresh.json())).toEqual([
      ['2026-01-01', 'm-jan01'],
      ['2026-02-03', 'm-feb03'],
      ['2026-03-05', 'm-mar05'],
      ['2026-03-06', 'm-mar06'],
    ]);
  });
});
