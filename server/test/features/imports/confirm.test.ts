import type { FastifyInstance } from 'fastify';
import { apiPaths, IMPORT_LIST_LIMIT, serverMessages } from '@ghadi/contracts';
import type { GhadiRow } from '../../../src/db/tables/ghadis';
import { adminToken, bearer, createAgent, describeEachDatabase, publishResultRow, userIdOf } from '../../helper';
import { insertGhadiRow, movableClock } from '../../fixtures';
import { csvOf, postCsv, storedState } from './import-calls';

const CLOCK = '2026-11-20T06:00:00.000Z';
const IMPORTED_AT = '2026-11-20T07:00:00.000Z';

describeEachDatabase('import of results', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let adminId: number;
  const clock = movableClock(CLOCK);
  beforeAll(async () => {
    app = await kit.build({}, { clock: clock.clock });
    admin = await adminToken(app);
    adminId = await userIdOf(app, 'admin');
  });
  beforeEach(() => clock.set(CLOCK));

  const importCsv = (csv: string, token: string | undefined = admin) => postCsv(app, 'import', csv, token);

  it('writes new and changed results with an imported history row each, and nothing for an equal one', async () => {
    const game = await insertGhadiRow(app);
    await publishResultRow(app, { gid: game.gid, drawDate: '2026-10-01', result: '10' });
    await publishResultRow(app, { gid: game.gid, drawDate: '2026-10-02', result: '20' });
    const [before] = (await storedState(app, [game.gid])).results;
    clock.set(IMPORTED_AT);

    const response = await importCsv(
      csvOf('game,date,result', `${game.name_en},2026-10-01,10`, `${game.name_en},2026-10-02,21`, `${game.name_en},2026-10-03,30`),
    );

    expect([response.statusCode, response.json()]).toEqual([
      200,
      { success: true, message: serverMessages.resultsImported(2), added: 1, changed: 1, unchanged: 1 },
    ]);
    const { results, history } = await storedState(app, [game.gid]);
    expect(results.map((row) => [row.draw_date, row.result, row.changed_at === IMPORTED_AT, row.created_at === IMPORTED_AT])).toEqual([
      ['2026-10-01', '10', false, false],
      ['2026-10-02', '21', true, false],
      ['2026-10-03', '30', true, true],
    ]);
    expect(results[0]).toEqual(before);
    expect(history.slice(2)).toEqual([
      { gid: game.gid, draw_date: '2026-10-02', old_result: '20', new_result: '21', changed_by: adminId, changed_at: IMPORTED_AT, source: 'imported' },
      { gid: game.gid, draw_date: '2026-10-03', old_result: null, new_result: '30', changed_by: adminId, changed_at: IMPORTED_AT, source: 'imported' },
    ]);
    const audit = await app.db.selectFrom('audit_log').select(['action', 'status']).where('action', '=', `POST ${apiPaths.importResults}`).execute();
    expect(audit).toContainEqual({ action: `POST ${apiPaths.importResults}`, status: 200 });
  });

  it('changes nothing when the same file is imported again', async () => {
    const game = await insertGhadiRow(app);
    const csv = csvOf('gid,date,result', `${game.gid},2026-09-01,01`, `${game.gid},2026-09-02,02`);
    expect((await importCsv(csv)).statusCode).toBe(200);
    const first = await storedState(app, [game.gid]);
    clock.set(IMPORTED_AT);

    const again = await importCsv(csv);

    expect(again.json()).toEqual({ success: true, message: serverMessages.resultsImported(0), added: 0, changed: 0, unchanged: 2 });
    expect(await storedState(app, [game.gid])).toEqual(first);
  });

  it('writes nothing when a row is refused at import time, such as a holiday marked after the preview', async () => {
    const game = await insertGhadiRow(app);
    const csv = csvOf('gid,date,result', `${game.gid},2026-08-01,1`, `${game.gid},2026-08-02,2`);
    expect((await postCsv(app, 'preview', csv, admin)).json().counts.refused).toBe(0);
    await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.gid, '2026-08-02'), headers: bearer(admin) });

    const response = await importCsv(csv);

    expect([response.statusCode, response.json()]).toEqual([
      409,
      {
        success: false,
        code: 'importRowsRefused',
        message: serverMessages.importRowsRefused(1),
        listLimit: IMPORT_LIST_LIMIT,
        refusedCount: 1,
        refused: [{ row: 2, line: 3, reason: serverMessages.importHoliday }],
      },
    ]);
    expect(await storedState(app, [game.gid])).toEqual({ results: [], history: [] });
  });

  it('serves the imported numbers from the next public read, even one cached before', async () => {
    const game = await insertGhadiRow(app);
    const url = `${apiPaths.gameResults.url(game.name_en.toLowerCase())}?year=2026&month=7`;
    expect((await app.inject({ url })).json().data).toEqual([]);

    await importCsv(csvOf('gid,date,result', `${game.gid},2026-07-15,75`));

    expect((await app.inject({ url })).json().data.map((result: { Result: string }) => result.Result)).toEqual(['75']);
  });

  it("imports a month's CSV download back with no change", async () => {
    const first = await insertGhadiRow(app, { nameEn: 'Round, "Trip" Night' });
    const second = await insertGhadiRow(app);
    for (const [gid, drawDate, result] of [
      [first.gid, '2026-06-01', '05'],
      [first.gid, '2026-06-02', '=1+2'],
      [second.gid, '2026-06-01', '1,2'],
      [second.gid, '2026-06-03', '-7'],
    ] as const) {
      await publishResultRow(app, { gid, drawDate, result });
    }
    const before = await storedState(app, [first.gid, second.gid]);
    const file = (await app.inject({ url: apiPaths.monthDownload.url(2026, 6, 'csv') })).body;

    const response = await importCsv(file);

    expect(response.json()).toMatchObject({ added: 0, changed: 0, unchanged: 4 });
    expect(await storedState(app, [first.gid, second.gid])).toEqual(before);
  });

  it('imports 5,000 rows in one go', async () => {
    const games: GhadiRow[] = [];
    for (let index = 0; index < 5; index += 1) games.push(await insertGhadiRow(app));
    const day = (offset: number) => new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    const rows = games.flatMap((game) => Array.from({ length: 1000 }, (_, offset) => `${game.gid},${day(offset)},${offset % 100}`));

    const response = await importCsv(csvOf('gid,date,result', ...rows));

    expect(response.json()).toMatchObject({ success: true, added: 5000, changed: 0, unchanged: 0 });
    const count = await app.db.selectFrom('result_history').select((eb) => eb.fn.countAll<number | string>().as('n')).where('source', '=', 'imported').where('gid', 'in', games.map((game) => game.gid)).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5000);
  });

  it('is for the admin only', async () => {
    const agent = await createAgent(app);
    const csv = csvOf('gid,date,result', '1,2026-01-01,1');
    for (const kind of ['preview', 'import'] as const) {
      expect((await postCsv(app, kind, csv, undefined)).statusCode).toBe(401);
      expect((await postCsv(app, kind, csv, agent.token)).statusCode).toBe(403);
    }
  });
});
