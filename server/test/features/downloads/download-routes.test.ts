import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths, serverMessages, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase, userIdOf } from '../../helper';
import { movableClock, postResult, seedResult } from '../../fixtures';

const CLOCK = '2026-11-20T12:00:00.000Z';
const CRLF = '\r\n';

describeEachDatabase('downloads', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let gali: Ghadi;
  let disawar: Ghadi;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
    // A name with a comma and quotes (the name rules allow both) makes the CSV quote it.
    gali = await createGhadi(app, admin, { NameEn: 'Gali, "Old" Night', NameHn: 'गली', OrderId: 1 });
    disawar = await createGhadi(app, admin, { NameEn: 'Disawar', NameHn: 'दिसावर', OrderId: 2 });
    const gone = await createGhadi(app, admin, { NameEn: 'Gone Bazar', OrderId: 3 });
    const adminId = await userIdOf(app, 'admin');
    for (const [ghadiId, dateTime, result] of [
      [gali.id, '2026-11-01', '05'],
      [disawar.id, '2026-11-01', '=1+2'],
      [disawar.id, '2026-11-02', '1,2'],
      [gali.id, '2026-11-03', '-7'],
      [gali.id, '2026-10-31', '31'],
      [gali.id, '2025-12-31', '25'],
      [gone.id, '2026-11-02', '88'],
    ]) {
      expect((await postResult(app, admin, { ghadiId, result, dateTime })).statusCode).toBe(200);
    }
    await seedResult(app, { gid: disawar.GID, drawDate: '2026-11-04', result: '44', createdBy: adminId, isActive: false });
    await app.inject({ method: 'DELETE', url: apiPaths.ghadi.url(gone.id), headers: bearer(admin) });
  });

  const download = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  /** Byte for byte; the text first, for a readable difference. */
  const expectFile = (response: LightMyRequestResponse, expected: string) => {
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(expected);
    expect(response.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  };
  const galiCsv = (date: string, result: string) => `${date},${gali.GID},"Gali, ""Old"" Night",गली,${result}`;
  const galiJson = (date: string, result: string) =>
    `{"date":"${date}","gid":${gali.GID},"game":"Gali, \\"Old\\" Night","game_hindi":"गली","result":"${result}"}`;

  it("gives every game's month as CSV: BOM, CRLF, quoted fields, leading zeros kept, formulas neutralized", async () => {
    const response = await download(apiPaths.monthDownload.url(2026, 11, 'csv'));

    const expected = [
      '\uFEFFdate,gid,game,game_hindi,result',
      galiCsv('2026-11-01', '05'),
      `2026-11-01,${disawar.GID},Disawar,दिसावर,'=1+2`,
      `2026-11-02,${disawar.GID},Disawar,दिसावर,"1,2"`,
      galiCsv('2026-11-03', "'-7"),
      '',
    ].join(CRLF);
    expectFile(response, expected);
    expect(response.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="record-chart-2026-11.csv"',
    });
  });

  it("gives every game's month as JSON", async () => {
    const response = await download(apiPaths.monthDownload.url(2026, 11, 'json'));

    const expected =
      '{"period":"2026-11","results":[' +
      [
        galiJson('2026-11-01', '05'),
        `{"date":"2026-11-01","gid":${disawar.GID},"game":"Disawar","game_hindi":"दिसावर","result":"=1+2"}`,
        `{"date":"2026-11-02","gid":${disawar.GID},"game":"Disawar","game_hindi":"दिसावर","result":"1,2"}`,
        galiJson('2026-11-03', '-7'),
      ].join(',') +
      ']}\n';
    expectFile(response, expected);
    expect(response.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="record-chart-2026-11.json"',
    });
  });

  it("gives one game's year as CSV and JSON, named after the game", async () => {
    const name = gali.NameEn.toLowerCase();
    const csv = await download(apiPaths.gameYearDownload.url(name, 2026, 'csv'));
    const json = await download(apiPaths.gameYearDownload.url(name, 2026, 'json'));

    const expectedCsv = [
      '\uFEFFdate,gid,game,game_hindi,result',
      galiCsv('2026-10-31', '31'),
      galiCsv('2026-11-01', '05'),
      galiCsv('2026-11-03', "'-7"),
      '',
    ].join(CRLF);
    const expectedJson = `{"period":"2026","results":[${[galiJson('2026-10-31', '31'), galiJson('2026-11-01', '05'), galiJson('2026-11-03', '-7')].join(',')}]}\n`;
    expectFile(csv, expectedCsv);
    expectFile(json, expectedJson);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="gali-old-night-2026.csv"');
    expect(json.headers['content-disposition']).toBe('attachment; filename="gali-old-night-2026.json"');
  });

  it('answers a revalidation with 304, and has a result at the next download once its write is acknowledged', async () => {
    const url = apiPaths.monthDownload.url(2026, 11, 'csv');
    const before = await download(url);
    const revalidated = await download(url, { 'if-none-match': before.headers.etag as string });

    const published = await postResult(app, admin, { ghadiId: disawar.id, result: '13', dateTime: '2026-11-19' });
    const after = await download(url);
    const stale = await download(url, { 'if-none-match': before.headers.etag as string });

    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(published.statusCode).toBe(200);
    expect(after.body.endsWith(`2026-11-19,${disawar.GID},Disawar,दिसावर,13${CRLF}`)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(stale.statusCode).toBe(200);
  });

  it('gives the same bytes for the same data', async () => {
    const url = apiPaths.gameYearDownload.url('disawar', 2026, 'csv');
    const first = await download(url);
    app.publicCache.clear();
    const second = await download(url);

    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('refuses other file names with 400, and answers 404 for an unknown or deleted game', async () => {
    const month = await Promise.all(['2026-11.xml', '2026-13.csv', '1999-01.csv', '2026-1.csv', 'x'].map((file) => download(`/api/downloads/record-chart/${file}`)));
    const year = await Promise.all(['2026-11.csv', '2026.txt', '2101.json'].map((file) => download(`/api/downloads/satta-results/disawar/${file}`)));
    const unknown = await download(apiPaths.gameYearDownload.url('no such game', 2026, 'csv'));
    const deleted = await download(apiPaths.gameYearDownload.url('gone bazar', 2026, 'json'));

    // A name of the wrong shape and one of the right shape out of the years' range break the one rule.
    const monthRule = 'The file name must be YYYY-MM.csv or YYYY-MM.json, a month of the years 2000 to 2100';
    for (const response of month) {
      expect([response.statusCode, response.json()]).toEqual([400, { success: false, code: 'invalidRequest', message: `file: ${monthRule}`, field: 'file', rule: 'monthFileName' }]);
    }
    for (const response of year) {
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { success: false, code: 'invalidRequest', message: 'file: The file name must be YYYY.csv or YYYY.json, a year from 2000 to 2100', field: 'file', rule: 'yearFileName' },
      ]);
    }
    // In Hindi when asked, the same rule named.
    const inHindi = await download('/api/downloads/record-chart/2026-13.csv', { 'accept-language': 'hi' });
    expect([inHindi.statusCode, inHindi.json()]).toEqual([
      400,
      { success: false, code: 'invalidRequest', message: 'file: फ़ाइल का नाम YYYY-MM.csv या YYYY-MM.json होना चाहिए, वर्ष 2000 से 2100 का कोई महीना', field: 'file', rule: 'monthFileName' },
    ]);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound }]);
    expect(deleted.statusCode).toBe(404);
  });
});
