import type { FastifyInstance } from 'fastify';
import { apiPaths, resultCorrectionListResponseSchema, serverMessages } from '@ghadi/contracts';
import { adminToken, describeEachDatabase } from '../../helper';
import { insertGhadiRow, movableClock, postResult, softDeleteGhadi } from '../../fixtures';

// 20:00 UTC on 30 November is already 1 December in Asia/Kolkata, the default SITE_TIMEZONE.
const START = '2026-11-30T20:00:00.000Z';

describeEachDatabase('GET /api/results/{name}/corrections', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let clock: ReturnType<typeof movableClock>;
  beforeAll(async () => {
    clock = movableClock(START);
    app = await kit.build({}, { clock: clock.clock });
    admin = await adminToken(app);
  });
  beforeEach(() => clock.set(START));

  /** Publishes as the admin at the instant `at`. */
  const publishAt = async (at: string, ghadiId: string, dateTime: string, result: string) => {
    clock.set(at);
    const response = await postResult(app, admin, { ghadiId, result, dateTime });
    expect(response.statusCode).toBe(200);
  };
  const read = (name: string, query = '') => app.inject({ url: `${apiPaths.gameCorrections.url(name)}${query}` });
  const correctionsOf = async (name: string, query = '') => {
    const response = await read(name, query);
    expect(response.statusCode).toBe(200);
    return resultCorrectionListResponseSchema.parse(response.json()).data;
  };

  it('lists every change to another value, by draw date then when it was made; a first publication is none', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Desawar Night' });
    await publishAt('2026-11-05T10:00:00.000Z', game.id, '2026-11-05', '10');
    await publishAt('2026-11-05T11:00:00.000Z', game.id, '2026-11-05', '11');
    await publishAt('2026-11-06T09:00:00.000Z', game.id, '2026-11-02', '05');
    await publishAt('2026-11-06T09:30:00.000Z', game.id, '2026-11-02', '07');
    await publishAt('2026-11-07T08:00:00.000Z', game.id, '2026-11-05', '12');
    await publishAt('2026-11-07T08:00:00.000Z', game.id, '2026-11-07', '99');

    expect(await correctionsOf('desawar night', '?year=2026&month=11')).toEqual([
      { DateTime: '2026-11-02', From: '05', To: '07', ChangedAt: '2026-11-06T09:30:00.000Z' },
      { DateTime: '2026-11-05', From: '10', To: '11', ChangedAt: '2026-11-05T11:00:00.000Z' },
      { DateTime: '2026-11-05', From: '11', To: '12', ChangedAt: '2026-11-07T08:00:00.000Z' },
    ]);
  });

  it('does not count sending the same value again as a correction', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Same Again' });
    await publishAt('2026-11-10T10:00:00.000Z', game.id, '2026-11-10', '42');
    await publishAt('2026-11-10T10:05:00.000Z', game.id, '2026-11-10', '42');

    expect(await correctionsOf('same again', '?year=2026&month=11')).toEqual([]);
  });

  it('keeps to the month asked for, the current one in the site zone by default', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Month Edge' });
    await publishAt('2026-11-30T10:00:00.000Z', game.id, '2026-11-30', '1');
    await publishAt('2026-11-30T10:01:00.000Z', game.id, '2026-11-30', '2');
    await publishAt('2026-11-30T19:00:00.000Z', game.id, '2026-12-01', '3');
    await publishAt('2026-11-30T19:01:00.000Z', game.id, '2026-12-01', '4');
    clock.set(START);

    expect((await correctionsOf('month edge')).map((correction) => correction.DateTime)).toEqual(['2026-12-01']);
    expect((await correctionsOf('month edge', '?year=2026&month=11')).map((correction) => correction.DateTime)).toEqual(['2026-11-30']);
  });

  it('shows a correction at the next read, though the read was cached', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Fresh Fix' });
    await publishAt('2026-11-12T10:00:00.000Z', game.id, '2026-11-12', '30');
    expect(await correctionsOf('fresh fix', '?year=2026&month=11')).toEqual([]);

    await publishAt('2026-11-12T10:10:00.000Z', game.id, '2026-11-12', '31');

    expect(await correctionsOf('fresh fix', '?year=2026&month=11')).toEqual([
      { DateTime: '2026-11-12', From: '30', To: '31', ChangedAt: '2026-11-12T10:10:00.000Z' },
    ]);
  });

  it('answers 404 for a game that does not exist or was deleted, and 400 for a bad month', async () => {
    const deleted = await insertGhadiRow(app, { nameEn: 'Gone Game' });
    await softDeleteGhadi(app, deleted.gid);

    const unknown = await read('no such game');
    const gone = await read('gone game');
    const badMonth = await read('gone game', '?year=2026&month=0');

    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound }]);
    expect(gone.statusCode).toBe(404);
    expect(badMonth.statusCode).toBe(400);
  });
});
