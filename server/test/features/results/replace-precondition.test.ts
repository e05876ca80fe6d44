import type { FastifyInstance } from 'fastify';
import { resultConflictBodySchema, serverMessages } from '@ghadi/contracts';
import { adminToken, createAgent, describeEachDatabase, type SignedInUser } from '../../helper';
import { assignGhadi, insertGhadiRow, movableClock, postResult } from '../../fixtures';

// The server judges replacements: a publication carries the value its sender saw (`replaces`, null for none),
// and a different value published meanwhile is never replaced without the sender seeing it.

const CLOCK = '2026-03-01T06:30:00.000Z';

describeEachDatabase('publishing with the value the sender saw (replaces)', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  let ghadiId: string;
  let gid: number;
  let day = 0;
  // A date of its own per test, in February 2026.
  const nextDate = () => `2026-02-${String((day += 1)).padStart(2, '0')}`;
  beforeAll(async () => {
    app = await kit.build({}, { clock: movableClock(CLOCK).clock });
    admin = await adminToken(app);
    agent = await createAgent(app);
    ({ id: ghadiId, gid } = await insertGhadiRow(app, { nameEn: 'Precondition Bazar' }));
    await assignGhadi(app, agent.userId, gid);
  });

  const publish = (token: string, dateTime: string, result: string, replaces?: string | null) =>
    postResult(app, token, { ghadiId, result, dateTime, ...(replaces !== undefined && { replaces }) });
  const stored = async (dateTime: string) => {
    const row = await app.db.selectFrom('results').select('result').where('gid', '=', gid).where('draw_date', '=', dateTime).executeTakeFirst();
    const history = await app.db.selectFrom('result_history').select('new_result').where('gid', '=', gid).where('draw_date', '=', dateTime).execute();
    return { result: row?.result, submissions: history.length };
  };

  it('publishes on an empty date when the sender saw none', async () => {
    const date = nextDate();
    const answer = await publish(agent.token, date, '12', null);

    expect(answer.statusCode).toBe(200);
    expect(answer.json().previousResult).toBeNull();
    expect(await stored(date)).toEqual({ result: '12', submissions: 1 });
  });

  it('refuses to replace a published value the sender did not see: 409 with that value, nothing written', async () => {
    const date = nextDate();
    await publish(admin, date, '34');
    const answer = await publish(agent.token, date, '56', null);

    expect(answer.statusCode).toBe(409);
    expect(resultConflictBodySchema.parse(answer.json())).toEqual({ success: false, code: 'resultAlreadyPublished', message: serverMessages.resultAlreadyPublished, currentResult: '34' });
    expect(await stored(date)).toEqual({ result: '34', submissions: 1 });
  });

  it('replaces the value the sender saw and confirmed', async () => {
    const date = nextDate();
    await publish(admin, date, '34');
    const answer = await publish(agent.token, date, '56', '34');

    expect(answer.statusCode).toBe(200);
    expect(answer.json().previousResult).toBe('34');
    expect(await stored(date)).toEqual({ result: '56', submissions: 2 });
  });

  it('refuses when the value changed again after the sender saw it, naming the new one', async () => {
    const date = nextDate();
    await publish(admin, date, '34');
    await publish(admin, date, '78');
    const answer = await publish(agent.token, date, '56', '34');

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ success: false, code: 'resultChangedMeanwhile', message: serverMessages.resultChangedMeanwhile, currentResult: '78' });
    expect(await stored(date)).toEqual({ result: '78', submissions: 2 });
  });

  it('accepts the very value already published, whatever the sender saw: nothing is replaced', async () => {
    const date = nextDate();
    await publish(admin, date, '90');
    const answer = await publish(agent.token, date, '90', null);

    expect(answer.statusCode).toBe(200);
    expect(await stored(date)).toEqual({ result: '90', submissions: 2 });
  });

  it('without replaces, replaces whatever is there, as the spec\'s callers expect', async () => {
    const date = nextDate();
    await publish(admin, date, '34');
    const answer = await publish(agent.token, date, '56');

    expect(answer.statusCode).toBe(200);
    expect(answer.json().previousResult).toBe('34');
  });

  it('of two senders who both saw an empty date, one publishes and the other is told what was published', async () => {
    const date = nextDate();
    const answers = await Promise.all([publish(agent.token, date, '11', null), publish(admin, date, '22', null)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();

    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.Result;
    expect(answers.find((answer) => answer.statusCode === 409)!.json().currentResult).toBe(winner);
    expect(await stored(date)).toEqual({ result: winner, submissions: 1 });
  });

  it('refuses a replaces that is not a result text, naming it', async () => {
    const answer = await publish(agent.token, nextDate(), '12', 'x'.repeat(21));

    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/replaces/);
  });
});
