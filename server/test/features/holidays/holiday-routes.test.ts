import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiPaths, auditLogResponseSchema, holidayListResponseSchema, serverMessages, SITE_CHANGE_EVENT } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, publishResultRow, type SignedInUser } from '../../helper';
import { assignGhadi, insertGhadiRow, movableClock, softDeleteGhadi } from '../../fixtures';
import { openEventStream } from '../../support/event-stream';
import type { GhadiRow } from '../../../src/db/tables/ghadis';
import { toGhadiIdentity } from '../../../src/features/games';

/** A holiday as the public list names it: the game by its identity. */
const holidayOf = (game: GhadiRow, DateTime: string) => ({ GID: game.gid, ghadi: toGhadiIdentity(game.id, game), DateTime });

const CLOCK = '2026-11-20T06:00:00.000Z';

describeEachDatabase('holidays', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
    agent = await createAgent(app);
  });

  const mark = (ghadiId: string | number, date: string, token = admin) =>
    app.inject({ method: 'PUT', url: apiPaths.holiday.url(ghadiId, date), headers: bearer(token) });
  const unmark = (ghadiId: string | number, date: string, token = admin) =>
    app.inject({ method: 'DELETE', url: apiPaths.holiday.url(ghadiId, date), headers: bearer(token) });
  const stored = (gid: number) => app.db.selectFrom('holidays').select(['draw_date', 'created_at']).where('gid', '=', gid).execute();

  it('marks a game off on a date by its id or its GID, and marking it again changes nothing', async () => {
    const game = await insertGhadiRow(app);

    const first = await mark(game.id, '2026-11-25');
    const again = await mark(game.gid, '2026-11-25');

    expect([first.statusCode, first.json()]).toEqual([200, { success: true, message: serverMessages.holidayMarked }]);
    expect([again.statusCode, again.json()]).toEqual([200, { success: true, message: serverMessages.holidayMarked }]);
    expect(await stored(game.gid)).toEqual([{ draw_date: '2026-11-25', created_at: CLOCK }]);
  });

  it('removes a holiday, and answers 404 when there is none to remove', async () => {
    const game = await insertGhadiRow(app);
    await mark(game.id, '2026-11-10');

    const removed = await unmark(game.id, '2026-11-10');
    const missing = await unmark(game.id, '2026-11-10');

    expect([removed.statusCode, removed.json()]).toEqual([200, { success: true, message: serverMessages.holidayRemoved }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { success: false, code: 'holidayNotFound', message: serverMessages.holidayNotFound }]);
    expect(await stored(game.gid)).toEqual([]);
  });

  it('refuses a holiday on a date that already has a result, and stores nothing', async () => {
    const game = await insertGhadiRow(app);
    await publishResultRow(app, { gid: game.gid, drawDate: '2026-11-19', result: '42' });

    const response = await mark(game.id, '2026-11-19');

    expect([response.statusCode, response.json()]).toEqual([409, { success: false, code: 'holidayHasResult', message: serverMessages.holidayHasResult }]);
    expect(await stored(game.gid)).toEqual([]);
  });

  it('answers 404 for a game that does not exist or was deleted', async () => {
    const deleted = await insertGhadiRow(app);
    await softDeleteGhadi(app, deleted.gid);

    for (const response of [await mark(999_999, '2026-11-01'), await mark(deleted.id, '2026-11-01'), await unmark(deleted.gid, '2026-11-01')]) {
      expect([response.statusCode, response.json()]).toEqual([404, { success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound }]);
    }
  });

  it('refuses a date that is not a real calendar date, or a game reference that is not one', async () => {
    const game = await insertGhadiRow(app);

    const badDate = await mark(game.id, '2026-02-30');
    const notADate = await mark(game.id, '25-11-2026');
    const badGame = await mark('not-a-game', '2026-11-01');

    expect([badDate.statusCode, notADate.statusCode, badGame.statusCode]).toEqual([400, 400, 400]);
    expect(badDate.json().message).toBe('date: date must be a real calendar date in the form YYYY-MM-DD');
    expect(badGame.json().message).toMatch(/^ghadiId: /);
    expect(await stored(game.gid)).toEqual([]);
  });

  it('is for the admin only: 401 without a session, 403 for an agent, even on the agent’s own game', async () => {
    const game = await insertGhadiRow(app);
    await assignGhadi(app, agent.userId, game.gid);

    const anonymous = await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.id, '2026-11-02') });
    const asAgent = await mark(game.id, '2026-11-02', agent.token);
    const agentRemoves = await unmark(game.id, '2026-11-02', agent.token);

    expect([anonymous.statusCode, asAgent.statusCode, agentRemoves.statusCode]).toEqual([401, 403, 403]);
    expect(await stored(game.gid)).toEqual([]);
  });

  it('records marking and removing in the audit log', async () => {
    const holidayActions = async () => {
      const log = auditLogResponseSchema.parse((await app.inject({ url: `${apiPaths.auditLog}?pageSize=100`, headers: bearer(admin) })).json());
      return log.data.filter((entry) => entry.action.includes('/api/holidays/')).map((entry) => `${entry.action} ${entry.status}`);
    };
    const before = await holidayActions();
    const game = await insertGhadiRow(app);

    await mark(game.id, '2026-11-03');
    await unmark(game.id, '2026-11-03');

    const added = await holidayActions();
    for (const entry of before) added.splice(added.indexOf(entry), 1);
    expect(added.sort()).toEqual(['DELETE /api/holidays/:ghadiId/:date 200', 'PUT /api/holidays/:ghadiId/:date 200']);
  });
});

describeEachDatabase('GET /api/holidays', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
  });

  const mark = (ghadiId: string, date: string) =>
    app.inject({ method: 'PUT', url: apiPaths.holiday.url(ghadiId, date), headers: bearer(admin) });
  const read = (query: string) => app.inject({ url: `${apiPaths.holidays}?${query}` });
  const holidaysOf = async (query: string) => holidayListResponseSchema.parse((await read(query)).json()).data;

  it('lists a month or a whole year by date, then in the games’ order, leaving deleted games out', async () => {
    const second = await insertGhadiRow(app, { orderId: 2 });
    const first = await insertGhadiRow(app, { orderId: 1 });
    const deleted = await insertGhadiRow(app, { orderId: 3 });
    for (const [game, date] of [
      [second, '2025-03-09'],
      [second, '2025-04-01'],
      [first, '2025-04-01'],
      [deleted, '2025-04-02'],
      [first, '2025-12-31'],
    ] as const) {
      await mark(game.id, date);
    }
    await softDeleteGhadi(app, deleted.gid);

    expect(await holidaysOf('year=2025&month=4')).toEqual([
      holidayOf(first, '2025-04-01'),
      holidayOf(second, '2025-04-01'),
    ]);
    expect(await holidaysOf('year=2025')).toEqual([
      holidayOf(second, '2025-03-09'),
      holidayOf(first, '2025-04-01'),
      holidayOf(second, '2025-04-01'),
      holidayOf(first, '2025-12-31'),
    ]);
  });

  it('shows a holiday marked or removed at the next read, though the read was cached', async () => {
    const game = await insertGhadiRow(app);
    expect(await holidaysOf('year=2024&month=6')).toEqual([]);

    await mark(game.id, '2024-06-15');
    const afterMarking = await holidaysOf('year=2024&month=6');
    const yearAfterMarking = await holidaysOf('year=2024');
    await app.inject({ method: 'DELETE', url: apiPaths.holiday.url(game.id, '2024-06-15'), headers: bearer(admin) });

    expect(afterMarking).toEqual([holidayOf(game, '2024-06-15')]);
    expect(yearAfterMarking).toEqual([holidayOf(game, '2024-06-15')]);
    expect(await holidaysOf('year=2024&month=6')).toEqual([]);
    expect(await holidaysOf('year=2024')).toEqual([]);
  });

  it('answers 400 without a year, or with a year or month out of range', async () => {
    const answers = await Promise.all(['', 'month=4', 'year=1999', 'year=2026&month=13', 'year=2026&day=1'].map(read));

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]!.json().message).toBe('year: year is required');
  });
});

describeEachDatabase('holiday changes on the live stream', (kit) => {
  it('tells an open page when a holiday is marked and when it is removed, and not for a repeated mark', async () => {
    // Before the dates marked, so they are days off still to come (the `days-off` read) whenever this runs.
    const app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await adminToken(app);
    const game = await insertGhadiRow(app);
    const page = await openEventStream(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${apiPaths.resultStream}`);
    const holiday = (method: 'PUT' | 'DELETE', date: string) =>
      app.inject({ method, url: apiPaths.holiday.url(game.id, date), headers: bearer(admin) });
    const nextChange = async () => JSON.parse((await page.next(SITE_CHANGE_EVENT)).data) as unknown;

    try {
      await holiday('PUT', '2026-11-29');
      const marked = await nextChange();
      await holiday('PUT', '2026-11-29');
      // The repeated mark said nothing: the next event is this one.
      await holiday('PUT', '2026-11-30');
      const markedNext = await nextChange();
      await holiday('DELETE', '2026-11-29');
      const removed = await nextChange();

      expect([marked, markedNext, removed]).toEqual([
        { what: 'holiday', ghadi: toGhadiIdentity(game.id, game), date: '2026-11-29', reads: ['holidays:2026-11', 'days-off'] },
        { what: 'holiday', ghadi: toGhadiIdentity(game.id, game), date: '2026-11-30', reads: ['holidays:2026-11', 'days-off'] },
        { what: 'holiday', ghadi: toGhadiIdentity(game.id, game), date: '2026-11-29', reads: ['holidays:2026-11', 'days-off'] },
      ]);
    } finally {
      page.close();
    }
  });
});
