import type { FastifyInstance } from 'fastify';
import { apiPaths, drawDayResponseSchema, type DrawDay, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createGhadi, describeEachDatabase } from '../../helper';
import { movableClock } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';

// The site zone is the default, Asia/Kolkata (UTC+05:30): 12:30 PM on 22 November there is 07:00 UTC.
const TODAY = '2026-11-22';
const NOON = '2026-11-22T06:30:00.000Z';

/** The board as a phone reads it: over a real connection, so repeated reads may come from memory. */
async function readBoard(app: FastifyInstance): Promise<{ board: DrawDay; etag: string }> {
  const answer = await requestOverSocket(app, apiPaths.drawDay);
  expect(answer.status).toBe(200);
  return { board: drawDayResponseSchema.parse(JSON.parse(answer.body.toString())).data, etag: answer.headers.etag as string };
}

const gameIn = (board: DrawDay, game: Ghadi) => board.games.find((entry) => entry.GID === game.GID);

describeEachDatabase('GET /api/draw-day', (kit) => {
  let app: FastifyInstance;
  let token: string;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build({}, { clock: time.clock });
    token = await adminToken(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => time.set(NOON));

  const stateAt = async (iso: string, game: Ghadi) => {
    time.set(iso);
    return gameIn((await readBoard(app)).board, game);
  };
  const publish = (game: Ghadi, result: string, dateTime = TODAY) =>
    app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: game.id, result, dateTime } });

  it('says upcoming a minute before a game\'s time and awaited a minute after, from the cache, with no write between', async () => {
    const game = await createGhadi(app, token, { RTime: '12:30 PM' });

    const minuteBefore = await stateAt('2026-11-22T06:59:00.000Z', game);
    time.set('2026-11-22T06:59:55.000Z');
    const secondsBefore = await readBoard(app);
    time.set('2026-11-22T06:59:59.000Z');
    const stillBefore = await readBoard(app);
    // Well within the cache's backstop lifetime of the read at 06:59:55: only the boundary ends that entry.
    const secondAfter = await stateAt('2026-11-22T07:00:01.000Z', game);
    const minuteAfter = await stateAt('2026-11-22T07:01:00.000Z', game);

    expect(minuteBefore).toMatchObject({ state: 'upcoming', dueAt: '2026-11-22T07:00:00.000Z', result: null });
    expect(gameIn(stillBefore.board, game)?.state).toBe('upcoming');
    expect(stillBefore.etag).toBe(secondsBefore.etag);
    expect(secondAfter).toMatchObject({ state: 'awaited', dueAt: '2026-11-22T07:00:00.000Z' });
    expect(minuteAfter).toEqual(secondAfter);
  });

  it('starts a new day at midnight in the site zone: yesterday\'s declared game is upcoming again', async () => {
    const game = await createGhadi(app, token, { RTime: '11:00 PM' });
    time.set('2026-11-22T18:29:00.000Z'); // 23:59 on the 22nd in Kolkata
    expect((await publish(game, '42')).statusCode).toBe(200);

    const lastMinute = await readBoard(app);
    time.set('2026-11-22T18:30:00.000Z');
    const nextDay = await readBoard(app);

    expect(lastMinute.board.day).toBe(TODAY);
    expect(gameIn(lastMinute.board, game)).toMatchObject({ state: 'declared', result: '42' });
    expect(nextDay.board.day).toBe('2026-11-23');
    expect(gameIn(nextDay.board, game)).toMatchObject({ state: 'upcoming', result: null, dueAt: '2026-11-23T17:30:00.000Z' });
  });

  it('puts a result time after midnight on the site day\'s own date', async () => {
    const game = await createGhadi(app, token, { RTime: '01:30 AM' });

    // 00:30 and 01:31 on 23 November in Kolkata.
    expect(await stateAt('2026-11-22T19:00:00.000Z', game)).toMatchObject({ state: 'upcoming', dueAt: '2026-11-22T20:00:00.000Z' });
    expect(await stateAt('2026-11-22T20:01:00.000Z', game)).toMatchObject({ state: 'awaited', dueAt: '2026-11-22T20:00:00.000Z' });
  });

  it('decides in the site zone whatever zone the server process runs in', async () => {
    const game = await createGhadi(app, token, { RTime: '12:30 PM' });
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(await stateAt('2026-11-22T07:01:00.000Z', game)).toMatchObject({ state: 'awaited', dueAt: '2026-11-22T07:00:00.000Z' });
    } finally {
      process.env.TZ = zone;
    }
  });

  it('gives a game whose time cannot be read no due time, and no error', async () => {
    const dashes = await createGhadi(app, token, { RTime: '--:--' });
    const soon = await createGhadi(app, token, { RTime: 'soon' });

    const { board } = await readBoard(app);

    expect(gameIn(board, dashes)).toMatchObject({ state: 'upcoming', dueAt: null });
    expect(gameIn(board, soon)).toMatchObject({ state: 'upcoming', dueAt: null });
  });

  it('shows a game marked off today as a holiday', async () => {
    const game = await createGhadi(app, token, { RTime: '12:30 PM' });
    await readBoard(app);

    const marked = await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.id, TODAY), headers: bearer(token) });

    expect(marked.statusCode).toBe(200);
    expect(gameIn((await readBoard(app)).board, game)).toMatchObject({ state: 'holiday', result: null });
  });

  it('lists the games in their order, without deleted ones', async () => {
    const later = await createGhadi(app, token, { OrderId: 900 });
    const first = await createGhadi(app, token, { OrderId: 800 });
    const gone = await createGhadi(app, token, { OrderId: 850 });
    expect((await app.inject({ method: 'DELETE', url: `${apiPaths.ghadis}/${gone.id}`, headers: bearer(token) })).statusCode).toBe(200);

    const gids = (await readBoard(app)).board.games.map((entry) => entry.GID);

    expect(gids.filter((gid) => [later.GID, first.GID, gone.GID].includes(gid))).toEqual([first.GID, later.GID]);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await app.inject({ url: apiPaths.docsJson })).json<{ paths: Record<string, { get?: { description?: string } }> }>();

    expect(document.paths[apiPaths.drawDay]?.get?.description).toMatch(/upcoming/);
  });
});

describeEachDatabase('draw day stamps', (kit) => {
  let app: FastifyInstance;
  let token: string;
  const time = movableClock(NOON);

  beforeAll(async () => {
    app = await kit.build({}, { clock: time.clock });
    token = await adminToken(app);
  });

  const board = async () => drawDayResponseSchema.parse((await app.inject({ url: apiPaths.drawDay })).json()).data;
  const publishAt = async (iso: string, game: Ghadi, result: string) => {
    time.set(iso);
    const answer = await app.inject({ method: 'POST', url: apiPaths.updateResult, headers: bearer(token), payload: { ghadiId: game.id, result, dateTime: TODAY } });
    expect(answer.statusCode).toBe(200);
  };

  it('is empty of stamps on a site with no result', async () => {
    expect(await board()).toMatchObject({ day: TODAY, lastUpdatedAt: null });
  });

  it('keeps the declared time and the last update when the same value is sent again', async () => {
    const game = await createGhadi(app, token, { RTime: '12:30 PM' });
    await publishAt('2026-11-22T07:05:00.000Z', game, '42');
    await publishAt('2026-11-22T07:15:00.000Z', game, '42');

    const day = await board();

    expect(day.lastUpdatedAt).toBe('2026-11-22T07:05:00.000Z');
    expect(gameIn(day, game)).toMatchObject({ state: 'declared', result: '42', declaredAt: '2026-11-22T07:05:00.000Z', correctedAt: null, previousResult: null });
  });

  it('shows a corrected result with the value it replaced, and its latest correction', async () => {
    const game = await createGhadi(app, token, { RTime: '01:00 PM' });
    await publishAt('2026-11-22T07:35:00.000Z', game, '17');
    await publishAt('2026-11-22T07:40:00.000Z', game, '71');
    const once = gameIn(await board(), game);
    await publishAt('2026-11-22T07:45:00.000Z', game, '77');
    await publishAt('2026-11-22T07:50:00.000Z', game, '77');

    const day = await board();

    expect(once).toMatchObject({ state: 'corrected', result: '71', previousResult: '17', correctedAt: '2026-11-22T07:40:00.000Z' });
    expect(gameIn(day, game)).toMatchObject({
      state: 'corrected',
      result: '77',
      declaredAt: '2026-11-22T07:35:00.000Z',
      correctedAt: '2026-11-22T07:45:00.000Z',
      previousResult: '71',
    });
    expect(day.lastUpdatedAt).toBe('2026-11-22T07:45:00.000Z');
  });

  it('leaves a deleted game\'s results out of the last update', async () => {
    const game = await createGhadi(app, token, { RTime: '02:00 PM' });
    await publishAt('2026-11-22T08:30:00.000Z', game, '05');
    expect((await board()).lastUpdatedAt).toBe('2026-11-22T08:30:00.000Z');

    await app.inject({ method: 'DELETE', url: `${apiPaths.ghadis}/${game.id}`, headers: bearer(token) });

    expect((await board()).lastUpdatedAt).toBe('2026-11-22T07:45:00.000Z');
  });
});
