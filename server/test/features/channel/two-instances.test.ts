import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_TIME_ZONE, drawDateIn } from '@ghadi/contracts';
import { adminToken } from '../../helper';
import { insertGhadiRow, postResult } from '../../fixtures';
import { describeWithRedis } from '../../support/with-redis';
import { BOT_TOKEN, CHANNEL_ID, startTestBotApi, type TestBotApi } from './test-bot-api';

const today = () => drawDateIn(DEFAULT_SITE_TIME_ZONE);

describeWithRedis('the Telegram channel with two instances sharing PostgreSQL and Redis', (kit, redis) => {
  let bot: TestBotApi;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    bot = await startTestBotApi();
    const env = {
      DATABASE_URL: await kit.createDatabaseUrl(),
      ...redis.env,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_CHAT_ID: CHANNEL_ID,
      TELEGRAM_API_BASE: bot.url,
    };
    [a, b] = await Promise.all([kit.build(env), kit.build(env)]);
    token = await adminToken(a);
  });

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await bot.close();
  });

  it('posts each declaration exactly once and edits it on a correction, whichever instance took each write', async () => {
    const games = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertGhadiRow(a)));
    // One overloaded answer on the way: its retry must still end in one post.
    bot.answerNext([{ status: 502 }]);

    await Promise.all(games.map((game, index) => postResult(index % 2 === 0 ? a : b, token, { ghadiId: game.id, result: `1${index}`, dateTime: today() })));
    // Corrections through the other instance, some while their declarations may still be on their way.
    await Promise.all(games.map((game, index) => postResult(index % 2 === 0 ? b : a, token, { ghadiId: game.id, result: `2${index}`, dateTime: today() })));
    await bot.waitForCalls(1, 20_000);
    const deadline = Date.now() + 20_000;
    while ([...bot.messages.values()].filter((text) => /corrected \(was 1\d\)/.test(text)).length < games.length && Date.now() < deadline) await sleep(100);
    await sleep(1500);

    // The channel shows one message per game, with its corrected value, whichever order the jobs ran in.
    const texts = [...bot.messages.values()];
    expect(texts).toHaveLength(games.length);
    for (const [index, game] of games.entries()) {
      expect(texts.filter((text) => text.startsWith(`${game.name_en} (`))).toEqual([expect.stringContaining(`: 2${index} - corrected (was 1${index})`)]);
    }
    const sent = bot.calls.filter((call) => call.method === 'sendMessage' && call.status === 200);
    expect(sent).toHaveLength(games.length);
    const sends = await a.db.selectFrom('channel_sends').select(['kind', 'outcome']).execute();
    expect(sends.filter((send) => send.outcome === null || send.outcome === 'failed')).toEqual([]);
  }, 60_000);
});
