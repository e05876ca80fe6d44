import type { AddressInfo } from 'node:net';
import { apiPaths, SITE_CHANGE_EVENT } from '@ghadi/contracts';
import { adminToken, bearer, describeEachDatabase } from '../../helper';
import { insertGhadiRow } from '../../fixtures';
import { openEventStream } from '../../support/event-stream';
import { csvOf, postCsv } from './import-calls';

describeEachDatabase('imports on the live stream', (kit) => {
  it('tells open pages once to reload everything, however many results and months were imported', async () => {
    const app = await kit.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await adminToken(app);
    const game = await insertGhadiRow(app);
    const page = await openEventStream(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${apiPaths.resultStream}`);
    const nextChange = async () => JSON.parse((await page.next(SITE_CHANGE_EVENT)).data) as unknown;

    try {
      await postCsv(app, 'import', csvOf('gid,date,result', `${game.gid},2025-01-01,1`, `${game.gid},2025-02-01,2`, `${game.gid},2025-03-01,3`), admin);
      const imported = await nextChange();
      // The import said nothing more: the next event is this holiday's.
      await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.gid, '2025-04-01'), headers: bearer(admin) });
      const afterwards = await nextChange();

      expect([imported, afterwards]).toEqual([{ what: 'all' }, { what: 'holiday', ghadi: expect.objectContaining({ GID: game.gid }), date: '2025-04-01', reads: ['holidays:2025-04'] }]);
    } finally {
      page.close();
    }
  });
});
