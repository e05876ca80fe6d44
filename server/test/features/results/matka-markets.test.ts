import type { FastifyInstance } from 'fastify';
import { apiPaths, formRule, formRuleIn, publicGhadiListResponseSchema, type Ghadi } from '@ghadi/contracts';
import { adminToken, bearer, createAgent, createGhadi, describeEachDatabase, type SignedInUser } from '../../helper';
import { assignGhadi, movableClock } from '../../fixtures';

// Asia/Kolkata (the default SITE_TIMEZONE) is UTC+05:30: 10:30 UTC on 2 March is 16:00 there.
const DAY = '2026-03-02';
const at = (kolkataTime: string, day = DAY) => `${day}T${kolkataTime}:00+05:30`;

describeEachDatabase('update-result on a matka market', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let agent: SignedInUser;
  const clock = movableClock(at('16:00'));
  // Opens 03:45 PM, closes 05:45 PM the same day.
  let dayMarket: Ghadi;
  // Opens 09:30 PM, closes 12:05 AM: after midnight, on the next calendar day.
  let nightMarket: Ghadi;
  beforeAll(async () => {
    app = await kit.build({}, { clock: clock.clock });
    admin = await adminToken(app);
    agent = await createAgent(app);
    dayMarket = await createGhadi(app, admin, { Kind: 'matka', RTime: '03:45 PM', CloseTime: '05:45 PM', MarketDays: 'mon-sat' });
    nightMarket = await createGhadi(app, admin, { Kind: 'matka', RTime: '09:30 PM', CloseTime: '12:05 AM', MarketDays: 'mon-sun' });
    for (const game of [dayMarket, nightMarket]) await assignGhadi(app, agent.userId, game.GID);
  });

  const publish = (game: Ghadi, result: string, { dateTime = DAY, language = 'en' } = {}) =>
    app.inject({
      method: 'POST',
      url: apiPaths.updateResult,
      headers: { ...bearer(agent.token), 'accept-language': language },
      payload: { ghadiId: game.id, result, dateTime },
    });
  const rowsOf = (game: Ghadi, drawDate: string) =>
    app.db.selectFrom('results').select(['draw_date', 'result', 'previous_result']).where('gid', '=', game.GID).where('draw_date', '=', drawDate).execute();
  const historyOf = (game: Ghadi, drawDate: string) =>
    app.db.selectFrom('result_history').select(['old_result', 'new_result']).where('gid', '=', game.GID).where('draw_date', '=', drawDate).orderBy('history_id').execute();
  /** A 400 naming the rule in the body, worded in English and in Hindi. */
  const expectRefused = async (game: Ghadi, result: string, rule: string, dateTime = DAY) => {
    const { rule: key, limit } = JSON.parse(rule) as { rule: string; limit?: number };
    const english = await publish(game, result, { dateTime });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ success: false, code: 'invalidRequest', message: `result: ${formRuleIn('en', rule)}`, field: 'result', rule: key, ...(limit === undefined ? {} : { limit }) });
    const hindi = await publish(game, result, { dateTime, language: 'hi' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({ message: `result: ${formRuleIn('hi', rule)}`, rule: key });
  };

  it('publishes the open, then the close at its time, each kept in the trail', async () => {
    clock.set(at('16:00'));
    const open = await publish(dayMarket, '123-6');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ previousResult: null, data: { Result: '123-6', DateTime: DAY } });

    clock.set(at('17:45'));
    const close = await publish(dayMarket, '123-68-459');
    expect(close.statusCode).toBe(200);
    expect(close.json()).toMatchObject({ previousResult: '123-6', data: { Result: '123-68-459' } });
    expect(await rowsOf(dayMarket, DAY)).toEqual([{ draw_date: DAY, result: '123-68-459', previous_result: '123-6' }]);
    expect(await historyOf(dayMarket, DAY)).toEqual([
      { old_result: null, new_result: '123-6' },
      { old_result: '123-6', new_result: '123-68-459' },
    ]);
    const listed = publicGhadiListResponseSchema.parse((await app.inject({ url: apiPaths.ghadis })).json()).data.find((game) => game.id === dayMarket.id);
    expect(listed).toMatchObject({ Kind: 'matka', TodayResult: '123-68-459' });
  });

  it('refuses a line breaking the line rule: no panna, a wrong single or jodi, no line at all', async () => {
    clock.set(at('18:00'));
    const date = '2026-02-20';
    await expectRefused(dayMarket, '321-6', formRule('notAPanna', 'openPanna'), date);
    await expectRefused(dayMarket, '123-7', formRule('singleMismatch', 'openSingle', 6), date);
    await expectRefused(dayMarket, '123-68-954', formRule('notAPanna', 'closePanna'), date);
    await expectRefused(dayMarket, '123-58-459', formRule('jodiMismatch', 'jodi'), date);
    await expectRefused(dayMarket, '45', formRule('matkaLine', 'result'), date);
    expect(await rowsOf(dayMarket, date)).toEqual([]);
  });

  it('refuses a close before its open, and a close continuing another open than the one published', async () => {
    clock.set(at('18:00'));
    const date = '2026-02-21';
    await expectRefused(dayMarket, '123-68-459', formRule('closeBeforeOpen'), date);
    expect(await rowsOf(dayMarket, date)).toEqual([]);

    expect((await publish(dayMarket, '123-6', { dateTime: date })).statusCode).toBe(200);
    await expectRefused(dayMarket, '124-78-459', formRule('openDiffers', 'result'), date);
    expect(await rowsOf(dayMarket, date)).toEqual([expect.objectContaining({ result: '123-6' })]);
  });

  it('corrects the open before the close, and a whole line after it, with the trail', async () => {
    clock.set(at('16:00'));
    const date = '2026-03-02';
    const game = await createGhadi(app, admin, { Kind: 'matka', RTime: '03:00 PM', CloseTime: '05:00 PM', MarketDays: 'mon-sat' });
    await assignGhadi(app, agent.userId, game.GID);

    expect((await publish(game, '123-6', { dateTime: date })).statusCode).toBe(200);
    const openFixed = await publish(game, '124-7', { dateTime: date });
    expect(openFixed.json()).toMatchObject({ previousResult: '123-6', data: { Result: '124-7' } });
    // The close continues the open as corrected.
    clock.set(at('17:10'));
    await expectRefused(game, '123-68-459', formRule('openDiffers', 'result'), date);
    expect((await publish(game, '124-78-459', { dateTime: date })).statusCode).toBe(200);
    const lineFixed = await publish(game, '123-60-550', { dateTime: date });
    expect(lineFixed.json()).toMatchObject({ previousResult: '124-78-459', data: { Result: '123-60-550' } });
    expect((await historyOf(game, date)).map((entry) => entry.new_result)).toEqual(['123-6', '124-7', '124-78-459', '123-60-550']);
  });

  it('takes a close after midnight for the day the market opened, never before its close time', async () => {
    clock.set(at('22:00'));
    expect((await publish(nightMarket, '370-0')).statusCode).toBe(200);
    clock.set(at('23:55'));
    await expectRefused(nightMarket, '370-05-500', formRule('closeBeforeTime'));

    // 00:03 on 3 March: the site's today has moved on, the market's day has not, nor has its close come.
    clock.set(at('00:03', '2026-03-03'));
    await expectRefused(nightMarket, '370-05-500', formRule('closeBeforeTime'));
    clock.set(at('00:05', '2026-03-03'));
    const close = await publish(nightMarket, '370-05-500');
    expect(close.statusCode).toBe(200);
    expect(close.json()).toMatchObject({ previousResult: '370-0', data: { Result: '370-05-500', DateTime: DAY } });
    expect(await rowsOf(nightMarket, '2026-03-03')).toEqual([]);
    const listed = publicGhadiListResponseSchema.parse((await app.inject({ url: apiPaths.ghadis })).json()).data.find((game) => game.id === nightMarket.id);
    expect(listed).toMatchObject({ YesterdayResult: '370-05-500', TodayResult: null });
  });

  it('leaves a jodi game’s results as the spec has them: any text, no line rule', async () => {
    const jodi = await createGhadi(app, admin);
    await assignGhadi(app, agent.userId, jodi.GID);
    for (const result of ['45', '123-68-954']) expect((await publish(jodi, result)).statusCode).toBe(200);
  });
});
