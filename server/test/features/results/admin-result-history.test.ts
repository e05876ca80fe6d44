import type { FastifyInstance } from 'fastify';
import { apiPaths, resultHistoryResponseSchema, reviewResultsResponseSchema, serverMessages } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { assignGhadi, getAs, insertGhadiRow, movableClock, postResult } from '../../fixtures';
import { csvOf, postCsv } from '../imports/import-calls';

const ENTERED = '2026-11-10T09:00:00.000Z';
const CORRECTED = '2026-11-10T09:30:00.000Z';
const IMPORTED = '2026-11-12T07:00:00.000Z';
const SENT_AGAIN = '2026-11-12T08:00:00.000Z';
const DRAW_DATE = '2026-11-10';

describeEachDatabase('GET /api/admin/results/{id}/history', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let ravi: SignedInUser;
  const clock = movableClock(ENTERED);
  beforeAll(async () => {
    app = await kit.build({}, { clock: clock.clock });
    admin = await adminToken(app);
    ravi = await createAgent(app, { displayName: 'Ravi Kumar' });
  });

  /** A game of Ravi's with a result he entered, corrected, the admin imported a change of, and Ravi sent again unchanged. */
  async function tracedResult() {
    const game = await insertGhadiRow(app);
    await assignGhadi(app, ravi.userId, game.gid);
    const enter = async (at: string, result: string) => {
      clock.set(at);
      expect((await postResult(app, ravi.token, { ghadiId: game.id, result, dateTime: DRAW_DATE })).statusCode).toBe(200);
    };
    await enter(ENTERED, '10');
    await enter(CORRECTED, '11');
    clock.set(IMPORTED);
    expect((await postCsv(app, 'import', csvOf('gid,date,result', `${game.gid},${DRAW_DATE},12`), admin)).statusCode).toBe(200);
    return { game, enter };
  }
  /** The trail as the admin sees it, or as `as` (anonymous when null). */
  const historyOf = (id: string, as: string | null = admin) => getAs(app, apiPaths.adminResultHistory.url(id), as ?? undefined);

  it('lists each submission oldest first: who, when, old and new value, entered or imported', async () => {
    const { game } = await tracedResult();
    const { id } = await app.db.selectFrom('results').select('id').where('gid', '=', game.gid).executeTakeFirstOrThrow();

    const response = await historyOf(id);

    expect(response.statusCode).toBe(200);
    expect(resultHistoryResponseSchema.parse(response.json()).data).toEqual([
      { From: null, To: '10', ChangedAt: ENTERED, ChangedBy: 'Ravi Kumar', Source: 'entered' },
      { From: '10', To: '11', ChangedAt: CORRECTED, ChangedBy: 'Ravi Kumar', Source: 'entered' },
      { From: '11', To: '12', ChangedAt: IMPORTED, ChangedBy: 'admin', Source: 'imported' },
    ]);
  });

  it('counts in the review how often each listed result changed value, not first publications or the same value again', async () => {
    const { game, enter } = await tracedResult();
    // The review lists results last published by their agent: Ravi sends the imported value again.
    await enter(SENT_AGAIN, '12');
    clock.set(SENT_AGAIN);
    expect((await postResult(app, ravi.token, { ghadiId: game.id, result: '7', dateTime: '2026-11-11' })).statusCode).toBe(200);

    const review = await getAs(app, `${apiPaths.adminResults}?search=${encodeURIComponent(game.name_en)}`, admin);

    const rows = reviewResultsResponseSchema.parse(review.json()).data;
    expect(rows.map((row) => [row.DateTime, row.Result, row.Changes])).toEqual([
      ['2026-11-11', '7', 0],
      [DRAW_DATE, '12', 2],
    ]);
    expect(resultHistoryResponseSchema.parse((await historyOf(rows[1]!.id)).json()).data.at(-1)).toEqual({
      From: '12',
      To: '12',
      ChangedAt: SENT_AGAIN,
      ChangedBy: 'Ravi Kumar',
      Source: 'entered',
    });
  });

  it('answers 404 for an id no result has, and 400 for one that is not an id', async () => {
    const unknown = await historyOf('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, code: 'resultNotFound', message: serverMessages.resultNotFound }]);
    expect((await historyOf('not-an-id')).statusCode).toBe(400);
  });

  it('is for the admin only', async () => {
    const unknown = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
    expect((await historyOf(unknown, null)).statusCode).toBe(401);
    expect((await historyOf(unknown, ravi.token)).statusCode).toBe(403);
  });
});
