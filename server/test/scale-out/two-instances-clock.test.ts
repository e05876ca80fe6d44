import type { FastifyInstance } from 'fastify';
import { apiPaths, drawDayResponseSchema, type Ghadi } from '@ghadi/contracts';
import { adminToken, createGhadi } from '../helper';
import { movableClock } from '../fixtures';
import { requestOverSocket } from '../support/over-socket';
import { describeWithRedis } from '../support/with-redis';

// Two instances on one PostgreSQL database and one Redis, reading the same clock: when a game's time passes,
// neither may go on serving "upcoming" from its memory, though no write tells it anything.

// 12:30 PM on 22 November in Asia/Kolkata (the default site zone) is 07:00 UTC.
// Three seconds apart: well within the cache's backstop lifetime, so only the boundary can end the entries.
const BEFORE = '2026-11-22T06:59:58.000Z';
const AFTER = '2026-11-22T07:00:01.000Z';

describeWithRedis('the draw day on two instances', (kit, redis) => {
  const time = movableClock(BEFORE);
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const env = { DATABASE_URL: await kit.createDatabaseUrl(), ...redis.env };
    a = await kit.build(env, { clock: time.clock });
    b = await kit.build(env, { clock: time.clock });
    await Promise.all([a.listen({ port: 0, host: '127.0.0.1' }), b.listen({ port: 0, host: '127.0.0.1' })]);
  });

  const stateOn = async (app: FastifyInstance, game: Ghadi) => {
    const answer = await requestOverSocket(app, apiPaths.drawDay);
    return drawDayResponseSchema.parse(JSON.parse(answer.body.toString())).data.games.find((entry) => entry.GID === game.GID)?.state;
  };

  it('turns upcoming into awaited on both when the result time passes, with no write', async () => {
    const game = await createGhadi(a, await adminToken(a), { RTime: '12:30 PM' });
    // Each instance reads twice, so the second answer comes from its memory.
    for (const app of [a, b, a, b]) expect(await stateOn(app, game)).toBe('upcoming');

    time.set(AFTER);
    expect([await stateOn(a, game), await stateOn(b, game)]).toEqual(['awaited', 'awaited']);
  });
});
