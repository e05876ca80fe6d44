import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths, IMPORT_LIST_LIMIT, serverMessages } from '@ghadi/contracts';
import type { GhadiRow } from '../../../src/db/tables/ghadis';
import { adminToken, bearer, describeEachDatabase, publishResultRow } from '../../helper';
import { insertGhadiRow, movableClock, softDeleteGhadi } from '../../fixtures';
import { csvOf, postCsv, storedState } from './import-calls';

// 11:30 in Asia/Kolkata: the site day is 2026-11-20.
const CLOCK = '2026-11-20T06:00:00.000Z';

describeEachDatabase('import preview', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let gali: GhadiRow;
  let disawar: GhadiRow;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
    gali = await insertGhadiRow(app, { nameEn: 'Gali Preview' });
    disawar = await insertGhadiRow(app, { nameEn: 'Disawar Preview' });
    await publishResultRow(app, { gid: gali.gid, drawDate: '2026-11-01', result: '11' });
    await publishResultRow(app, { gid: gali.gid, drawDate: '2026-11-02', result: '22' });
    await app.inject({ method: 'PUT', url: apiPaths.holiday.url(disawar.gid, '2026-11-05'), headers: bearer(admin) });
  });

  const preview = (csv: string, contentType?: string) => postCsv(app, 'preview', csv, admin, contentType);

  it('lists rows to add, to change and unchanged, and each refused row with its row, line and reason, writing nothing', async () => {
    const deleted = await insertGhadiRow(app, { nameEn: 'Gone Preview' });
    await softDeleteGhadi(app, deleted.gid);
    const before = await storedState(app, [gali.gid, disawar.gid]);
    const csv = csvOf(
      'date,game,result,notes',
      '2026-11-01,gali preview,11,same value',
      '2026-11-02,GALI PREVIEW,23,a correction',
      '2026-11-03,Gali Preview, 05 ,new',
      '2026-11-03,Nowhere Bazar,33,',
      '2026-11-04,Gone Preview,44,deleted game',
      '',
      '2026-02-30,Gali Preview,55,',
      '20-11-2026,Gali Preview,56,',
      '2026-11-21,Gali Preview,66,tomorrow',
      '2026-11-05,Disawar Preview,77,holiday',
      '2026-11-06,Disawar Preview,"",empty',
      '2026-11-07,Disawar Preview,"1\u00002",control character',
      '2026-11-08,Disawar Preview,123456789012345678901,too long',
      '2026-11-03,gali preview,34,again',
    );

    const response = await preview(csv);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      listLimit: IMPORT_LIST_LIMIT,
      counts: { rows: 13, added: 1, changed: 1, unchanged: 1, refused: 10 },
      added: [{ row: 3, GID: gali.gid, game: 'Gali Preview', date: '2026-11-03', result: '05' }],
      changed: [{ row: 2, GID: gali.gid, game: 'Gali Preview', date: '2026-11-02', from: '22', to: '23' }],
      unchanged: [{ row: 1, GID: gali.gid, game: 'Gali Preview', date: '2026-11-01', result: '11' }],
      refused: [
        { row: 4, line: 5, reason: serverMessages.importUnknownGame('Nowhere Bazar') },
        { row: 5, line: 6, reason: serverMessages.importUnknownGame('Gone Preview') },
        { row: 6, line: 8, reason: serverMessages.importBadDate },
        { row: 7, line: 9, reason: serverMessages.importBadDate },
        { row: 8, line: 10, reason: serverMessages.importFutureDate },
        { row: 9, line: 11, reason: serverMessages.importHoliday },
        { row: 10, line: 12, reason: 'result is required' },
        { row: 11, line: 13, reason: 'result may contain only printable characters' },
        { row: 12, line: 14, reason: 'result must be at most 20 characters' },
        { row: 13, line: 15, reason: serverMessages.importDuplicate(3) },
      ],
    });
    expect(await storedState(app, [gali.gid, disawar.gid])).toEqual(before);
  });

  it("words a refused row's broken rule in the sender's language", async () => {
    const csv = csvOf('date,game,result', '2026-11-06,Disawar Preview,""', '2026-11-08,Disawar Preview,123456789012345678901');

    const response = await postCsv(app, 'preview', csv, admin, undefined, 'hi');

    expect(response.json().refused).toEqual([
      { row: 1, line: 2, reason: 'रिजल्ट ज़रूरी है' },
      { row: 2, line: 3, reason: 'रिजल्ट में अधिकतम 20 अक्षर हो सकते हैं' },
    ]);
  });

  it('names games by gid, or by gid and name when both agree', async () => {
    const csv = csvOf(
      'gid,game,date,result',
      `${gali.gid},,2026-11-10,10`,
      `${gali.gid},Disawar Preview,2026-11-11,11`,
      '999999,,2026-11-12,12',
      ',,2026-11-13,13',
      `${disawar.gid},disawar preview,2026-11-14,14`,
    );

    const body = (await preview(csv)).json();

    expect(body.added.map((row: { row: number; GID: number }) => [row.row, row.GID])).toEqual([
      [1, gali.gid],
      [5, disawar.gid],
    ]);
    expect(body.refused).toEqual([
      { row: 2, line: 3, reason: serverMessages.importGameMismatch },
      { row: 3, line: 4, reason: serverMessages.importUnknownGame('gid 999999') },
      { row: 4, line: 5, reason: serverMessages.importUnknownGame('no game or gid given') },
    ]);
  });

  it("accepts the README's example file", async () => {
    await insertGhadiRow(app, { nameEn: 'Desawar' });
    await insertGhadiRow(app, { nameEn: 'Gali' });

    const body = (await preview(readFileSync(path.join(__dirname, '../../../../docs/import-example.csv'), 'utf8'))).json();

    expect(body.counts).toEqual({ rows: 4, added: 4, changed: 0, unchanged: 0, refused: 0 });
    expect(body.added.map((row: { result: string }) => row.result)).toEqual(['05', '72', '1,2', '19']);
  });

  it('reads a character that straddles the pieces a large file is parsed in', async () => {
    const header = 'date,game,result,notes\n';
    const before = '2025-03-02,Disawar Preview,';
    // The emoji's first half is the last character of the first 64 KiB piece.
    const padding = 64 * 1024 - 1 - header.length - before.length - '2025-03-01,Disawar Preview,1,\n'.length;
    const csv = `${header}2025-03-01,Disawar Preview,1,${'x'.repeat(padding)}\n${before}\u{1F600}7\n`;

    const body = (await preview(csv)).json();

    expect(body.added.map((row: { result: string }) => row.result)).toEqual(['1', '\u{1F600}7']);
  });

  it('caps each list at the limit and still counts every row', async () => {
    const lines = Array.from({ length: IMPORT_LIST_LIMIT + 50 }, (_, index) => `2025-0${1 + Math.floor(index / 28)}-${String(1 + (index % 28)).padStart(2, '0')},Disawar Preview,${index}`);

    const body = (await preview(csvOf('date,game,result', ...lines))).json();

    expect(body.counts).toEqual({ rows: IMPORT_LIST_LIMIT + 50, added: IMPORT_LIST_LIMIT + 50, changed: 0, unchanged: 0, refused: 0 });
    expect(body.added).toHaveLength(IMPORT_LIST_LIMIT);
    expect(body.added[0].row).toBe(1);
  });

  it('refuses a file that is empty, lacks a column, is not CSV, is not sent as CSV, or is too large', async () => {
    const cases: [string, string | undefined, number, string][] = [
      ['', undefined, 400, serverMessages.importEmpty],
      ['\uFEFFdate,game,result\r\n', undefined, 400, serverMessages.importEmpty],
      [csvOf('day,game,value', '2026-11-01,Gali Preview,1'), undefined, 400, serverMessages.importMissingColumns(['date', 'result'])],
      [csvOf('date,result', '2026-11-01,1'), undefined, 400, serverMessages.importMissingColumns(['game (or gid)'])],
      [csvOf('date,game,result', '2026-11-01,"Gali Preview,1'), undefined, 400, 'The file is not valid CSV: '],
      ['{"rows":[]}', 'application/json', 415, serverMessages.importNotText],
      [`date,game,result\n${'x'.repeat(16 * 1024 * 1024)}\n`, undefined, 413, serverMessages.importTooLarge],
    ];
    for (const [csv, contentType, status, message] of cases) {
      const response = await preview(csv, contentType);
      expect([response.statusCode, response.json().success]).toEqual([status, false]);
      expect(response.json().message).toContain(message);
    }
  });
});
