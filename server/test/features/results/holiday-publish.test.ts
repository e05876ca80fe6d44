import type { FastifyInstance } from 'fastify';
import { apiPaths, serverMessages } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { assignGhadi, insertGhadiRow, movableClock, postResult } from '../../fixtures';

const CLOCK = '2026-11-20T12:00:00.000Z';

describeEachDatabase('publishing a result on a holiday', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
    agent = await createAgent(app);
  });

  /** A game assigned to the agent. */
  const agentsGame = async () => {
    const game = await insertGhadiRow(app);
    await assignGhadi(app, agent.userId, game.gid);
    return game;
  };
  const mark = (ghadiId: string, date: string) =>
    app.inject({ method: 'PUT', url: apiPaths.holiday.url(ghadiId, date), headers: bearer(admin) });
  const stored = async (gid: number) => ({
    results: await app.db.selectFrom('results').select(['draw_date', 'result']).where('gid', '=', gid).orderBy('draw_date').execute(),
    history: await app.db.selectFrom('result_history').select('new_result').where('gid', '=', gid).execute(),
  });

  it('is refused for the agent and the admin alike, and changes nothing', async () => {
    const game = await agentsGame();
    await mark(game.id, '2026-11-18');

    const asAgent = await postResult(app, agent.token, { ghadiId: game.id, result: '12', dateTime: '2026-11-18' });
    const asAdmin = await postResult(app, admin, { ghadiId: game.gid, result: '12', dateTime: '2026-11-18' });

    for (const response of [asAgent, asAdmin]) {
      expect([response.statusCode, response.json()]).toEqual([409, { success: false, code: 'holidayNoResult', message: serverMessages.holidayNoResult }]);
    }
    expect(await stored(game.gid)).toEqual({ results: [], history: [] });
  });

  it('still publishes the game on other dates, and on the date once the holiday is removed', async () => {
    const game = await agentsGame();
    await mark(game.id, '2026-11-18');

    const otherDate = await postResult(app, agent.token, { ghadiId: game.id, result: '34', dateTime: '2026-11-19' });
    await app.inject({ method: 'DELETE', url: apiPaths.holiday.url(game.id, '2026-11-18'), headers: bearer(admin) });
    const afterRemoval = await postResult(app, agent.token, { ghadiId: game.id, result: '56', dateTime: '2026-11-18' });

    expect([otherDate.statusCode, afterRemoval.statusCode]).toEqual([200, 200]);
    expect((await stored(game.gid)).results).toEqual([
      { draw_date: '2026-11-18', result: '56' },
      { draw_date: '2026-11-19', result: '34' },
    ]);
  });

  it('never leaves both a holiday and a result on one date when marking and publishing race', async () => {
    const games = await Promise.all([1, 2, 3, 4].map(() => agentsGame()));

    const answers = await Promise.all(
      games.flatMap((game) => [
        mark(game.id, '2026-11-17'),
        postResult(app, agent.token, { ghadiId: game.id, result: '78', dateTime: '2026-11-17' }),
      ]),
    );

    for (const [index, game] of games.entries()) {
      const [marked, published] = [answers[index * 2]!.statusCode, answers[index * 2 + 1]!.statusCode];
      const holidays = await app.db.selectFrom('holidays').select('gid').where('gid', '=', game.gid).execute();
      const { results } = await stored(game.gid);
      // Whichever came first wins; the other is refused and leaves nothing behind.
      expect([marked, published].sort()).toEqual([200, 409]);
      expect(holidays.length + results.length).toBe(1);
    }
  });
});
