import type { FastifyInstance } from 'fastify';
import { apiPaths, resultListResponseSchema, serverMessages } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { insertGhadiRow, getAs, movableClock, seedResult, softDeleteGhadi } from '../../fixtures';

// 19:00 UTC on 31 March is already 1 April (00:30) in Asia/Kolkata, the default SITE_TIMEZONE.
const CLOCK = '2026-03-31T19:00:00.000Z';

const datesOf = (body: { data: { DateTime: string }[] }) => body.data.map((row) => row.DateTime);

describeEachDatabase('GET /api/results and /api/results/{name}', (kit) => {
  let app: FastifyInstance;
  let agent: SignedInUser;
  let milan: { gid: number; id: string };
  let disawar: { gid: number; id: string };
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    agent = await createAgent(app);
    milan = await insertGhadiRow(app, { nameEn: 'Milan Day', orderId: 2 });
    disawar = await insertGhadiRow(app, { nameEn: 'Disawar', orderId: 1 });
    const seed = (gid: number, drawDate: string, result: string, isActive = true) =>
      seedResult(app, { gid, drawDate, result, createdBy: agent.userId, isActive });
    await seed(milan.gid, '2026-03-31', 'm-mar31');
    await seed(milan.gid, '2026-04-01', 'm-apr01');
    await seed(disawar.gid, '2026-04-01', 'd-apr01');
    await seed(milan.gid, '2026-04-30', 'm-apr30');
    await seed(milan.gid, '2026-05-01', 'm-may01');
    await seed(milan.gid, '2026-04-15', 'hidden', false);
    await seed(milan.gid, '2025-04-10', 'm-2025');
  });

  it('lists the active results of the current month in the site zone, by date then game order', async () => {
    const response = await getAs(app, apiPaths.results);

    expect(response.statusCode).toBe(200);
    const body = resultListResponseSchema.parse(response.json());
    expect(body.data.map((row) => [row.DateTime, row.Name, row.Result])).toEqual([
      ['2026-04-01', 'Disawar', 'd-apr01'],
      ['2026-04-01', 'Milan Day', 'm-apr01'],
      ['2026-04-30', 'Milan Day', 'm-apr30'],
    ]);
    expect(body.data[0]).toMatchObject({ GID: disawar.gid, CreatedById: agent.id, isActive: true });
  });

  it('lists another month when asked, bounded by that month', async () => {
    const march = await getAs(app, '/api/results?month=3&year=2026');
    const lastYear = await getAs(app, '/api/results?month=4&year=2025');
    const monthOnly = await getAs(app, '/api/results?month=5');

    expect(datesOf(march.json())).toEqual(['2026-03-31']);
    expect(datesOf(lastYear.json())).toEqual(['2025-04-10']);
    expect(datesOf(monthOnly.json())).toEqual(['2026-05-01']);
  });

  it('refuses a month or year out of range', async () => {
    const month = await getAs(app, '/api/results?month=13');
    const year = await getAs(app, '/api/results/disawar?year=abc');

    expect(month.statusCode).toBe(400);
    expect(month.json()).toEqual({ success: false, code: 'invalidRequest', message: 'month: month must be 1 to 12', field: 'month', rule: 'monthRange' });
    expect(year.statusCode).toBe(400);
    expect(year.json().success).toBe(false);
  });

  it("finds one game's month by its lower-cased, URL-encoded name, ascending by date", async () => {
    const response = await getAs(app, '/api/results/milan%20day');
    const upper = await getAs(app, '/api/results/MILAN%20DAY?month=4&year=2026');

    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { Result: string }) => row.Result)).toEqual(['m-apr01', 'm-apr30']);
    expect(upper.json()).toEqual(response.json());
  });

  it('takes month and year for one game', async () => {
    const response = await getAs(app, '/api/results/milan%20day?month=3&year=2026');

    expect(datesOf(response.json())).toEqual(['2026-03-31']);
  });

  it('answers 404 Ghadi not found for an unknown or deleted game', async () => {
    const gone = await insertGhadiRow(app, { nameEn: 'Gone Game' });
    await softDeleteGhadi(app, gone.gid);

    for (const url of ['/api/results/no%20such%20game', '/api/results/gone%20game']) {
      const response = await getAs(app, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound });
    }
  });

  it('keeps results of a deleted game out of the public month, and in the database', async () => {
    const closed = await insertGhadiRow(app, { nameEn: 'Closed Game' });
    await seedResult(app, { gid: closed.gid, drawDate: '2026-04-02', result: 'closed', createdBy: agent.userId });
    await softDeleteGhadi(app, closed.gid);

    const response = await getAs(app, apiPaths.results);

    expect(response.json().data.map((row: { Result: string }) => row.Result)).not.toContain('closed');
    expect(await app.db.selectFrom('results').select('result').where('gid', '=', closed.gid).execute()).toEqual([
      { result: 'closed' },
    ]);
  });

  it('counts every result for the admin only', async () => {
    const admin = await adminToken(app);
    const total = await app.db.selectFrom('results').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();

    const response = await getAs(app, apiPaths.resultCount, admin);
    const asAgent = await getAs(app, apiPaths.resultCount, agent.token);
    const anonymous = await getAs(app, apiPaths.resultCount);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, count: Number(total.n) });
    expect([asAgent.statusCode, anonymous.statusCode]).toEqual([403, 401]);
  });
});
