import type { FastifyInstance } from 'fastify';
import { addDays, apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, describeEachDatabase, publishResultRow } from '../../helper';
import { insertGhadiRow, movableClock } from '../../fixtures';
import { expectRecorded } from '../../support/recorded-answers';
import { csvOf, postCsv } from './import-calls';

// The admin's import screen is tested against these exchanges (shared/testing/src/recorded/import): the
// files its tests send, answered by this server in the state below, so the screen's tests certify what the
// server says rather than a second copy of the import's rules.
const goodFile = csvOf('game,date,result', 'Kalyan,2024-01-01,10', 'Kalyan,2024-01-02,21', 'milan,2024-01-02,30', 'Kalyan,2024-01-03,33');
const longFile = csvOf('game,date,result', ...Array.from({ length: 250 }, (_, day) => `Kalyan,${addDays('2022-01-01', day)},${day}`));
const refusedFile = csvOf('game,date,result', 'Kalyan,2024-01-05,11', 'Nobody,2024-01-05,12', '', 'Kalyan,2999-01-01,13', 'Kalyan,2024-01-05,14');
const missingColumnFile = csvOf('game,date', 'Kalyan,2024-01-05');

describeEachDatabase('the import answers the admin screen’s tests replay', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let kalyanGid: number;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock('2026-11-20T06:00:00.000Z').clock });
    admin = await adminToken(app);
    const kalyan = await insertGhadiRow(app, { nameEn: 'Kalyan' });
    await insertGhadiRow(app, { nameEn: 'Milan' });
    kalyanGid = kalyan.gid;
    await publishResultRow(app, { gid: kalyan.gid, drawDate: '2024-01-02', result: '20' });
    await publishResultRow(app, { gid: kalyan.gid, drawDate: '2024-01-03', result: '33' });
  });

  async function record(name: string, kind: 'preview' | 'import', csv: string) {
    const response = await postCsv(app, kind, csv, admin);
    const path = kind === 'preview' ? apiPaths.importPreview : apiPaths.importResults;
    expectRecorded(`import/${name}`, { method: 'POST', path, request: csv, status: response.statusCode, response: response.json() });
  }

  it('previews a file with rows to add, to change and unchanged', () => record('preview', 'preview', goodFile));
  it('previews a long file, listing the first rows', () => record('preview-long', 'preview', longFile));
  it('previews refused rows', () => record('preview-refused', 'preview', refusedFile));
  it('refuses a file without a result column', () => record('preview-missing-column', 'preview', missingColumnFile));

  it('refuses the whole import when a row became a holiday after its preview', async () => {
    const holiday = apiPaths.holiday.url(kalyanGid, '2024-01-01');
    expect((await app.inject({ method: 'PUT', url: holiday, headers: bearer(admin) })).statusCode).toBe(200);
    await record('import-refused-after-holiday', 'import', goodFile);
    expect((await app.inject({ method: 'DELETE', url: holiday, headers: bearer(admin) })).statusCode).toBe(200);
  });

  it('imports the previewed file', () => record('import', 'import', goodFile));
});
