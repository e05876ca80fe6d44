import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { apiPaths, serverMessages, updateResultResponseSchema } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, userIdOf, type SignedInUser } from '../../helper';
import { assignGhadi, insertGhadiRow, movableClock, postResult, softDeleteGhadi } from '../../fixtures';

// 19:00 UTC on 1 March is already 00:30 on 2 March in Asia/Kolkata, the default SITE_TIMEZONE.
const CLOCK = '2026-03-01T19:00:00.000Z';

describeEachDatabase('POST /api/agent/my-ghadi/update-result', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  let otherAgent: SignedInUser;
  let ghadiId: string;
  let gid: number;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
    [agent, otherAgent] = [await createAgent(app), await createAgent(app)];
    const ghadi = await insertGhadiRow(app, { nameEn: 'Kalyan' });
    ({ id: ghadiId, gid } = ghadi);
    await assignGhadi(app, agent.userId, gid);
  });

  const historyOf = (drawDate: string) =>
    app.db
      .selectFrom('result_history')
      .select(['old_result', 'new_result', 'changed_by', 'changed_at'])
      .where('gid', '=', gid)
      .where('draw_date', '=', drawDate)
      .orderBy('history_id')
      .execute();
  const rowsOf = (drawDate: string) =>
    app.db.selectFrom('results').selectAll().where('gid', '=', gid).where('draw_date', '=', drawDate).execute();

  it('publishes the assigned game result with the contract answer', async () => {
    const response = await postResult(app, agent.token, { ghadiId, result: '  123-45  ', dateTime: '2026-02-27' });

    expect(response.statusCode).toBe(200);
    const body = z.strictObject(updateResultResponseSchema.shape).parse(response.json());
    expect(body).toMatchObject({ success: true, message: 'Result updated!', previousResult: null });
    expect(body.data).toEqual({
      _id: body.data.id,
      id: body.data.id,
      GID: gid,
      Name: 'Kalyan',
      Result: '123-45',
      DateTime: '2026-02-27',
      CreatedById: agent.id,
      isActive: true,
      ghadi: { id: ghadiId, GID: gid, NameEn: 'Kalyan', NameHn: 'गेम', key: 'kalyan' },
    });
  });

  it('replaces the result of the same date, keeps one row and appends every submission to the history', async () => {
    const first = await postResult(app, agent.token, { ghadiId, result: '11', dateTime: '2026-02-20' });
    const second = await postResult(app, admin, { ghadiId, result: '22', dateTime: '2026-02-20' });

    expect(first.json().previousResult).toBeNull();
    expect(second.json()).toMatchObject({ previousResult: '11', data: { Result: '22', id: first.json().data.id } });
    expect(await rowsOf('2026-02-20')).toEqual([expect.objectContaining({ result: '22', previous_result: '11' })]);
    const adminId = await userIdOf(app, 'admin');
    expect(await historyOf('2026-02-20')).toEqual([
      { old_result: null, new_result: '11', changed_by: agent.userId, changed_at: CLOCK },
      { old_result: '11', new_result: '22', changed_by: adminId, changed_at: CLOCK },
    ]);
  });

  it('ends concurrent submissions for one game and date with one row and a history entry each', async () => {
    const values = ['1', '2', '3', '4', '5', '6'];

    const responses = await Promise.all(
      values.map((result, i) => postResult(app, i % 2 ? admin : agent.token, { ghadiId, result, dateTime: '2026-02-10' })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(values.map(() => 200));
    const rows = await rowsOf('2026-02-10');
    expect(rows).toHaveLength(1);
    const history = await historyOf('2026-02-10');
    expect(history).toHaveLength(values.length);
    // The entries chain: each replaced exactly the value before it, and the last is what is published.
    expect(history[0]!.old_result).toBeNull();
    history.slice(1).forEach((entry, i) => expect(entry.old_result).toBe(history[i]!.new_result));
    expect(history.at(-1)!.new_result).toBe(rows[0]!.result);
    expect(responses.filter((response) => response.json().previousResult === null)).toHaveLength(1);
  });

  it('decides "today" in the site time zone and refuses later dates', async () => {
    const today = await postResult(app, agent.token, { ghadiId, result: '77', dateTime: '2026-03-02' });
    const tomorrow = await postResult(app, agent.token, { ghadiId, result: '77', dateTime: '2026-03-03' });
    const farFuture = await postResult(app, admin, { ghadiId, result: '77', dateTime: '2099-01-01' });

    expect(today.statusCode).toBe(200);
    for (const response of [tomorrow, farFuture]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'futureDate', message: serverMessages.futureDate });
    }
    expect(await rowsOf('2026-03-03')).toEqual([]);
  });

  it("shows a result for the site's today as TodayResult in the public list", async () => {
    await postResult(app, agent.token, { ghadiId, result: '55', dateTime: '2026-03-01' });
    await postResult(app, agent.token, { ghadiId, result: '66', dateTime: '2026-03-02' });

    const list = (await app.inject({ url: apiPaths.ghadis })).json().data as { id: string }[];

    expect(list.find((game) => game.id === ghadiId)).toMatchObject({ YesterdayResult: '55', TodayResult: '66' });
  });

  it('follows SITE_TIMEZONE: the same instant is still 1 March in New York', async () => {
    const nyApp = await kit.build({ SITE_TIMEZONE: 'America/New_York' }, { clock: movableClock(CLOCK).clock });
    const game = await insertGhadiRow(nyApp);
    const token = await adminToken(nyApp);

    const march1 = await postResult(nyApp, token, { ghadiId: game.id, result: '1', dateTime: '2026-03-01' });
    const march2 = await postResult(nyApp, token, { ghadiId: game.id, result: '1', dateTime: '2026-03-02' });

    expect([march1.statusCode, march2.statusCode]).toEqual([200, 400]);
  });

  it.each([
    ['an impossible date', { dateTime: '2026-02-30' }, 'dateTime: dateTime must be a real calendar date', { field: 'dateTime', rule: 'calendarDate' }],
    ['another date format', { dateTime: '02/03/2026' }, 'dateTime: dateTime must be a date in the form YYYY-MM-DD', { field: 'dateTime', rule: 'dateForm' }],
    ['a blank result', { result: '   ' }, 'result: result is required', { field: 'result', rule: 'required' }],
    ['a result over 20 characters', { result: 'x'.repeat(21) }, 'result: result must be at most 20 characters', { field: 'result', rule: 'maxChars', limit: 20 }],
    ['a malformed ghadiId', { ghadiId: 'abc' }, 'ghadiId: ghadiId must be a game id or its GID (a whole number from 1)', { field: 'ghadiId', rule: 'gameRef' }],
  ])('refuses %s, naming the field and its rule', async (_case, change, message, rule) => {
    const response = await postResult(app, agent.token, { ghadiId, result: '5', dateTime: '2026-01-05', ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message, ...rule });
    expect(await rowsOf('2026-01-05')).toEqual([]);
  });

  it.each([
    ['a right-to-left override', '\u202E21'],
    ['a zero-width space', '2\u200B1'],
    ['a NUL', '2\u00001'],
    ['a newline', '12\n'],
    ['an escape sequence', '\u001B[2J21'],
  ])('refuses a result with %s and changes nothing', async (_case, result) => {
    await postResult(app, agent.token, { ghadiId, result: '21', dateTime: '2026-01-06' });

    const response = await postResult(app, agent.token, { ghadiId, result, dateTime: '2026-01-06' });

    expect(response.statusCode).toBe(400);
    const message = 'result: result may contain only printable characters';
    expect(response.json()).toEqual({ success: false, code: 'invalidRequest', message, field: 'result', rule: 'printable' });
    expect(await rowsOf('2026-01-06')).toEqual([expect.objectContaining({ result: '21' })]);
    expect((await historyOf('2026-01-06')).map((entry) => entry.new_result)).not.toContain(result);
  });

  it('refuses an agent a game assigned to someone else, unassigned or deleted, with 403', async () => {
    const free = await insertGhadiRow(app);
    const deleted = await insertGhadiRow(app);
    await softDeleteGhadi(app, deleted.gid);

    const responses = await Promise.all([
      postResult(app, otherAgent.token, { ghadiId, result: '9', dateTime: '2026-01-09' }),
      postResult(app, agent.token, { ghadiId: free.id, result: '9', dateTime: '2026-01-09' }),
      postResult(app, agent.token, { ghadiId: deleted.id, result: '9', dateTime: '2026-01-09' }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'notAuthorizedForGhadi', message: serverMessages.notAuthorizedForGhadi });
    }
    expect(await app.db.selectFrom('results').selectAll().where('draw_date', '=', '2026-01-09').execute()).toEqual([]);
  });

  it('answers 404 for an unknown game, and to the admin for a deleted one', async () => {
    const deleted = await insertGhadiRow(app);
    await softDeleteGhadi(app, deleted.gid);

    const unknown = await postResult(app, agent.token, { ghadiId: randomUUID(), result: '9', dateTime: '2026-01-09' });
    const gone = await postResult(app, admin, { ghadiId: deleted.id, result: '9', dateTime: '2026-01-09' });

    for (const response of [unknown, gone]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'ghadiNotFound', message: serverMessages.ghadiNotFound });
    }
  });

  it('lets the admin publish for any game, assigned or not', async () => {
    const free = await insertGhadiRow(app);

    const response = await postResult(app, admin, { ghadiId: free.id, result: '4', dateTime: '2026-01-04' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ GID: free.gid, Result: '4' });
  });

  it('asks an anonymous caller to sign in before looking at the body', async () => {
    const response = await app.inject({ method: 'POST', url: apiPaths.updateResult, payload: {} });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: 'signInRequired', message: serverMessages.signInRequired });
  });
});
