import type { FastifyInstance, InjectOptions } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, publishResultRow } from '../helper';
import { insertGhadiRow, movableClock } from '../fixtures';
import { expectRecorded } from '../support/recorded-answers';

// The admin screens' tests show these refusals as the server answered them (shared/testing/src/recorded/admin):
// each in the state its test sets up. Ids and the fields nothing turns on are the front-end test's own, so a
// recording keeps the fields the answer turns on (none for a holiday: the date's result decides).

describeEachDatabase('the admin refusals the screens’ tests replay', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock('2026-11-20T06:00:00.000Z').clock });
    admin = await adminToken(app);
  });

  /** Sends `request` and records its answer under the route's pattern (`path`) and the fields kept. */
  async function record(name: string, path: string, request: InjectOptions & { method: 'POST' | 'PUT' }, kept: Record<string, unknown>) {
    const response = await app.inject({ ...request, headers: bearer(admin) });
    expectRecorded(`admin/${name}`, { method: request.method, path, request: kept, status: response.statusCode, response: response.json() });
  }

  it('refuses to rename an agent to another agent’s name in another case', async () => {
    const ravi = await createAgent(app, { userName: 'ravi' });
    await createAgent(app, { userName: 'sita' });
    const edit = { UserName: 'SITA', DisplayName: 'Ravi', email: 'ravi@example.com' };
    await record('username-taken', apiPaths.user.route, { method: 'PUT', url: apiPaths.user.url(ravi.id), payload: edit }, { UserName: 'SITA' });
  });

  it('refuses a game named as another in another case', async () => {
    await insertGhadiRow(app, { nameEn: 'Kalyan' });
    const game = { NameEn: 'kalyan', NameHn: 'कल्याण', RTime: '04:00 PM', OrderId: 2 };
    await record('ghadi-name-taken', apiPaths.ghadis, { method: 'POST', url: apiPaths.ghadis, payload: game }, { NameEn: 'kalyan' });
  });

  it('refuses a content block on a slug another has', async () => {
    const block = { Title: 'About us', Slug: 'about-us', Content: '<p>Hello</p>' };
    expect((await app.inject({ method: 'POST', url: apiPaths.contentBlocks, headers: bearer(admin), payload: block })).statusCode).toBe(201);
    await record('slug-taken', apiPaths.contentBlocks, { method: 'POST', url: apiPaths.contentBlocks, payload: { Title: 'Again', Slug: 'about-us', Content: '<p>Today</p>' } }, { Slug: 'about-us' });
  });

  it('refuses a holiday on a day that has a result', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Holiday Kalyan' });
    await publishResultRow(app, { gid: game.gid, drawDate: '2024-04-01', result: '12' });
    await record('holiday-has-result', apiPaths.holiday.route, { method: 'PUT', url: apiPaths.holiday.url(game.id, '2024-04-01') }, {});
  });
});
