import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { apiPaths, channelSummarySchema, type ChannelSummary } from '@ghadi/contracts';
import type { GhadiRow } from '../../../src/db/tables/ghadis';
import { parseEnv } from '../../../src/config/env';
import { adminToken, bearer, describeEachDatabase } from '../../helper';
import { insertGhadiRow, movableClock, postResult } from '../../fixtures';
import { BOT_TOKEN, CHANNEL_ID, HINDI_CHANNEL_ID, startTestBotApi, type TestBotApi } from './test-bot-api';

// 05:17 PM and 05:40 PM in Asia/Kolkata, the default site zone.
const DECLARED_AT = '2026-11-20T11:47:00.000Z';
const CORRECTED_AT = '2026-11-20T12:10:00.000Z';
const TODAY = '2026-11-20';
const ORIGIN = 'https://results.example.in';
// Longer than a queued job takes to reach the Bot API here: what has not arrived by then is not coming.
const QUIET_MS = 700;

const channelSummary = async (app: FastifyInstance, token: string): Promise<ChannelSummary> =>
  channelSummarySchema.parse((await app.inject({ method: 'GET', url: apiPaths.adminChannel, headers: bearer(token) })).json());

/** The game's posts on the dashboard, newest first (the tests' clock gives many posts one time). */
const postsOf = async (app: FastifyInstance, token: string, game: GhadiRow) =>
  (await channelSummary(app, token)).posts.filter((post) => post.game === game.name_en);

describe('Telegram settings', () => {
  it('are off unless a bot token and a chat are both set, and refuse half of them or a malformed one', () => {
    expect(parseEnv({}).telegram).toBeNull();
    expect(parseEnv({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_CHAT_ID: '@ghadi_results' }).telegram).toEqual({
      token: BOT_TOKEN,
      channels: [{ language: 'en', chatId: '@ghadi_results', setting: 'TELEGRAM_CHAT_ID' }],
      apiBase: 'https://api.telegram.org',
      postHolidays: false,
    });
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: BOT_TOKEN })).toThrow(/TELEGRAM_CHAT_ID: TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID must be set together/);
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: 'not-a-token', TELEGRAM_CHAT_ID: CHANNEL_ID })).toThrow(/TELEGRAM_BOT_TOKEN: must be a bot token/);
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_CHAT_ID: 'results' })).toThrow(/TELEGRAM_CHAT_ID: must be a chat id/);
    expect(() => parseEnv({ TELEGRAM_API_BASE: 'ftp://bots.local' })).toThrow(/TELEGRAM_API_BASE: must be an http\(s\) URL/);
  });

  it('name each channel\'s language: TELEGRAM_LANGUAGE for the chat, and a Hindi one beside an English chat', () => {
    const base = { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_CHAT_ID: CHANNEL_ID };
    expect(parseEnv({ ...base, TELEGRAM_LANGUAGE: 'hi' }).telegram?.channels).toEqual([{ language: 'hi', chatId: CHANNEL_ID, setting: 'TELEGRAM_CHAT_ID' }]);
    expect(parseEnv({ ...base, TELEGRAM_CHAT_ID_HI: '@ghadi_hindi' }).telegram?.channels).toEqual([
      { language: 'en', chatId: CHANNEL_ID, setting: 'TELEGRAM_CHAT_ID' },
      { language: 'hi', chatId: '@ghadi_hindi', setting: 'TELEGRAM_CHAT_ID_HI' },
    ]);
    expect(() => parseEnv({ ...base, TELEGRAM_LANGUAGE: 'fr' })).toThrow(/TELEGRAM_LANGUAGE/);
    expect(() => parseEnv({ ...base, TELEGRAM_LANGUAGE: 'hi', TELEGRAM_CHAT_ID_HI: '@ghadi_hindi' })).toThrow(/TELEGRAM_CHAT_ID_HI: is the Hindi channel beside an English one/);
    expect(() => parseEnv({ TELEGRAM_CHAT_ID_HI: '@ghadi_hindi' })).toThrow(/TELEGRAM_CHAT_ID_HI/);
    expect(() => parseEnv({ ...base, TELEGRAM_CHAT_ID_HI: 'hindi' })).toThrow(/TELEGRAM_CHAT_ID_HI: must be a chat id/);
  });
});

describeEachDatabase('posting results to a Telegram channel', (kit) => {
  let bot: TestBotApi;
  let app: FastifyInstance;
  let admin: string;
  const logLines: Record<string, unknown>[] = [];
  const clock = movableClock(DECLARED_AT);

  const build = (env: Record<string, string> = {}) =>
    kit.build(
      { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_CHAT_ID: CHANNEL_ID, TELEGRAM_API_BASE: bot.url, PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'error', ...env },
      {
        clock: clock.clock,
        logStream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(JSON.parse(String(chunk)));
            done();
          },
        }),
      },
    );

  beforeAll(async () => {
    bot = await startTestBotApi();
    app = await build({ TELEGRAM_POST_HOLIDAYS: 'on' });
    admin = await adminToken(app);
  });
  afterAll(() => bot.close());
  beforeEach(() => clock.set(DECLARED_AT));

  const publish = (target: FastifyInstance, token: string, game: GhadiRow, result: string, dateTime = TODAY) =>
    postResult(target, token, { ghadiId: game.id, result, dateTime });
  const settle = async (calls: number) => {
    await bot.waitForCalls(calls);
    await sleep(QUIET_MS);
  };

  it('posts a declared result once, with both names, the time, the date and the game page, and lists it as sent', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Kalyan Morning', nameHn: 'कल्याण मॉर्निंग' });
    const before = bot.calls.length;

    expect((await publish(app, admin, game, '42')).statusCode).toBe(200);
    await settle(before + 1);

    const calls = bot.calls.slice(before);
    expect(calls.map((call) => [call.method, call.status])).toEqual([['sendMessage', 200]]);
    const text = 'Kalyan Morning (कल्याण मॉर्निंग): 42 - declared 05:17 PM, 20 Nov 2026\nhttps://results.example.in/satta-results/kalyan%20morning/2026/11/20';
    expect(calls[0]!.body).toEqual({ chat_id: CHANNEL_ID, text, link_preview_options: { is_disabled: true } });
    expect([...bot.messages.values()]).toContain(text);

    // The same value again is no news: nothing more is posted.
    expect((await publish(app, admin, game, '42')).statusCode).toBe(200);
    await sleep(QUIET_MS);
    expect(bot.calls.length).toBe(before + 1);

    expect(await channelSummary(app, admin)).toMatchObject({ status: 'working', chat: CHANNEL_ID, problem: null });
    expect(await postsOf(app, admin, game)).toMatchObject([{ game: 'Kalyan Morning', drawDate: TODAY, kind: 'declared', result: '42', outcome: 'sent', detail: null }]);
  });

  it('edits that post on a correction, saying what it was, and lists the edit', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Milan Day', nameHn: 'मिलन डे' });
    const before = bot.calls.length;
    await publish(app, admin, game, '24');
    await settle(before + 1);
    const [posted] = bot.calls.slice(before);

    clock.set(CORRECTED_AT);
    expect((await publish(app, admin, game, '42')).statusCode).toBe(200);
    await settle(before + 2);

    const edit = bot.calls[before + 1]!;
    const messageId = [...bot.messages.entries()].find(([, text]) => text === edit.body.text)?.[0];
    expect(edit).toMatchObject({ method: 'editMessageText', status: 200 });
    expect(edit.body).toMatchObject({
      chat_id: CHANNEL_ID,
      text: 'Milan Day (मिलन डे): 42 - corrected (was 24) 05:40 PM, 20 Nov 2026\nhttps://results.example.in/satta-results/milan%20day/2026/11/20',
    });
    expect(edit.body.message_id).toBe(messageId);
    // The channel keeps one message for the game's day: the declared one no longer shows anywhere.
    expect([...bot.messages.values()]).not.toContain(posted!.body.text);
    expect((await postsOf(app, admin, game)).map((post) => [post.kind, post.result, post.previousResult, post.outcome])).toEqual([
      ['corrected', '42', '24', 'edited'],
      ['declared', '24', null, 'sent'],
    ]);
  });

  it('waits as long as a 429 asks (retry_after) and then posts once; a 5xx is tried again', async () => {
    const game = await insertGhadiRow(app);
    const before = bot.calls.length;
    bot.answerNext([{ status: 429, retryAfter: 2 }, { status: 502 }]);

    await publish(app, admin, game, '07');
    await settle(before + 3);

    const calls = bot.calls.slice(before);
    expect(calls.map((call) => call.status)).toEqual([429, 502, 200]);
    expect(calls[1]!.receivedAt - calls[0]!.receivedAt).toBeGreaterThanOrEqual(1990);
    expect(calls.filter((call) => call.method === 'sendMessage' && call.status === 200)).toHaveLength(1);
    expect(await postsOf(app, admin, game)).toMatchObject([{ result: '07', outcome: 'sent' }]);
  }, 20_000);

  it('posts a holiday of today when asked to, and not one of a day gone by', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Rajdhani Night', nameHn: 'राजधानी नाइट' });
    const before = bot.calls.length;
    expect((await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.id, '2026-11-19'), headers: bearer(admin) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.id, TODAY), headers: bearer(admin) })).statusCode).toBe(200);
    await settle(before + 1);

    expect(bot.calls.slice(before).map((call) => call.body.text)).toEqual([
      'Rajdhani Night (राजधानी नाइट): holiday, no result, 20 Nov 2026\nhttps://results.example.in/satta-results/rajdhani%20night/2026/11/20',
    ]);
    expect(await postsOf(app, admin, game)).toMatchObject([{ kind: 'holiday', result: null, outcome: 'sent' }]);
  });

  it('stops at once on a refused token, logs why without the token, and shows it on the dashboard', async () => {
    const wrong = await build({ TELEGRAM_BOT_TOKEN: '7012345678:AAE_this-token-was-revoked-by-botfather' });
    const token = await adminToken(wrong);
    const game = await insertGhadiRow(wrong);
    const before = bot.calls.length;
    logLines.length = 0;

    expect((await publish(wrong, token, game, '15')).statusCode).toBe(200);
    await settle(before + 1);
    await sleep(1500);

    // One call: a 401 is not retried.
    expect(bot.calls.slice(before).map((call) => call.status)).toEqual([401]);
    expect(logLines).toContainEqual(expect.objectContaining({ level: 50, msg: 'telegram post failed', failure: 'token', detail: 'Telegram answered 401: Unauthorized' }));
    expect(JSON.stringify(logLines)).not.toContain('revoked-by-botfather');
    const summary = await channelSummary(wrong, token);
    expect(summary).toMatchObject({ status: 'failing', problem: { failure: 'token', detail: 'Telegram answered 401: Unauthorized' } });
    expect(summary.chats).toEqual([
      { chat: CHANNEL_ID, language: 'en', setting: 'TELEGRAM_CHAT_ID', problem: { failure: 'token', detail: 'Telegram answered 401: Unauthorized' } },
    ]);
    expect(summary.posts[0]).toMatchObject({ outcome: 'failed', failure: 'token' });
  });

  it('names an unknown chat as the problem', async () => {
    const wrong = await build({ TELEGRAM_CHAT_ID: '@no_such_channel' });
    const token = await adminToken(wrong);
    const before = bot.calls.length;
    await publish(wrong, token, await insertGhadiRow(wrong), '33');
    await settle(before + 1);

    expect((await channelSummary(wrong, token)).problem).toEqual({ failure: 'chat', detail: 'Telegram answered 400: Bad Request: chat not found' });
  });

  it('is off, and says so, without a token and chat', async () => {
    const off = await kit.build({}, { clock: clock.clock });
    const token = await adminToken(off);
    const before = bot.calls.length;
    await publish(off, token, await insertGhadiRow(off), '50');
    await sleep(QUIET_MS);

    expect(bot.calls.length).toBe(before);
    expect(await channelSummary(off, token)).toEqual({ status: 'off', chat: null, problem: null, chats: [], posts: [] });
  });

  it('is for the admin only', async () => {
    expect((await app.inject({ method: 'GET', url: apiPaths.adminChannel })).statusCode).toBe(401);
  });
});

describeEachDatabase('posting results to an English and a Hindi Telegram channel', (kit) => {
  let bot: TestBotApi;
  let app: FastifyInstance;
  let admin: string;
  const clock = movableClock(DECLARED_AT);

  const build = (env: Record<string, string> = {}) =>
    kit.build(
      {
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_CHAT_ID: CHANNEL_ID,
        TELEGRAM_CHAT_ID_HI: HINDI_CHANNEL_ID,
        TELEGRAM_API_BASE: bot.url,
        TELEGRAM_POST_HOLIDAYS: 'on',
        PUBLIC_ORIGIN: ORIGIN,
        LOG_LEVEL: 'silent',
        ...env,
      },
      { clock: clock.clock },
    );

  beforeAll(async () => {
    bot = await startTestBotApi();
    app = await build();
    admin = await adminToken(app);
  });
  afterAll(() => bot.close());
  beforeEach(() => clock.set(DECLARED_AT));

  const publish = (target: FastifyInstance, token: string, game: GhadiRow, result: string) =>
    postResult(target, token, { ghadiId: game.id, result, dateTime: TODAY });
  const settle = async (calls: number) => {
    await bot.waitForCalls(calls);
    await sleep(QUIET_MS);
  };
  /** The calls since `from` to one chat. */
  const callsTo = (chat: string, from: number) => bot.calls.slice(from).filter((call) => String(call.body.chat_id) === chat);
  /** What a channel's readers see now of the game's posts. */
  const channelShows = (chat: string, url: string) =>
    [...bot.messages.entries()].filter(([id, text]) => bot.chatOf.get(id) === chat && text.endsWith(url)).map(([, text]) => text);

  it('posts a declared result in each channel in its language, and edits each post on a correction', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Rajdhani Day', nameHn: 'राजधानी डे' });
    const before = bot.calls.length;
    const englishPage = 'https://results.example.in/satta-results/rajdhani%20day/2026/11/20';
    const hindiPage = 'https://results.example.in/hi/satta-results/rajdhani%20day/2026/11/20';

    expect((await publish(app, admin, game, '42')).statusCode).toBe(200);
    await settle(before + 2);
    expect(callsTo(CHANNEL_ID, before).map((call) => [call.method, call.body.text])).toEqual([
      ['sendMessage', `Rajdhani Day (राजधानी डे): 42 - declared 05:17 PM, 20 Nov 2026\n${englishPage}`],
    ]);
    expect(callsTo(HINDI_CHANNEL_ID, before).map((call) => [call.method, call.body.text])).toEqual([
      ['sendMessage', `राजधानी डे: 42 - घोषित 05:17 PM, 20 नव॰ 2026\n${hindiPage}`],
    ]);

    clock.set(CORRECTED_AT);
    const beforeCorrection = bot.calls.length;
    expect((await publish(app, admin, game, '45')).statusCode).toBe(200);
    await settle(beforeCorrection + 2);
    expect(callsTo(CHANNEL_ID, beforeCorrection).map((call) => [call.method, call.status])).toEqual([['editMessageText', 200]]);
    expect(callsTo(HINDI_CHANNEL_ID, beforeCorrection).map((call) => [call.method, call.status])).toEqual([['editMessageText', 200]]);
    // Each channel keeps one message for the game's day, in its own words.
    expect(channelShows(CHANNEL_ID, englishPage)).toEqual([`Rajdhani Day (राजधानी डे): 45 - corrected (was 42) 05:40 PM, 20 Nov 2026\n${englishPage}`]);
    expect(channelShows(HINDI_CHANNEL_ID, hindiPage)).toEqual([`राजधानी डे: 45 - सुधारा गया (पहले 42) 05:40 PM, 20 नव॰ 2026\n${hindiPage}`]);

    const summary = await channelSummary(app, admin);
    expect(summary.chats).toEqual([
      { chat: CHANNEL_ID, language: 'en', setting: 'TELEGRAM_CHAT_ID', problem: null },
      { chat: HINDI_CHANNEL_ID, language: 'hi', setting: 'TELEGRAM_CHAT_ID_HI', problem: null },
    ]);
    const posts = summary.posts.filter((post) => post.game === 'Rajdhani Day');
    expect(posts.map((post) => [post.language, post.kind, post.outcome]).sort()).toEqual([
      ['en', 'corrected', 'edited'],
      ['en', 'declared', 'sent'],
      ['hi', 'corrected', 'edited'],
      ['hi', 'declared', 'sent'],
    ]);
  });

  it('posts a holiday in Hindi words, and a game without a Hindi name by its English one', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Sridevi Night', nameHn: '' });
    const before = bot.calls.length;
    expect((await app.inject({ method: 'PUT', url: apiPaths.holiday.url(game.id, TODAY), headers: bearer(admin) })).statusCode).toBe(200);
    await settle(before + 2);

    expect(callsTo(HINDI_CHANNEL_ID, before).map((call) => call.body.text)).toEqual([
      'Sridevi Night: अवकाश, कोई रिजल्ट नहीं, 20 नव॰ 2026\nhttps://results.example.in/hi/satta-results/sridevi%20night/2026/11/20',
    ]);
    expect(callsTo(CHANNEL_ID, before).map((call) => call.body.text)).toEqual([
      'Sridevi Night: holiday, no result, 20 Nov 2026\nhttps://results.example.in/satta-results/sridevi%20night/2026/11/20',
    ]);
  });

  it('posts and edits each channel on its own: one that refuses leaves the other posting', async () => {
    const halfWrong = await build({ TELEGRAM_CHAT_ID_HI: '@no_such_channel' });
    const token = await adminToken(halfWrong);
    const game = await insertGhadiRow(halfWrong, { nameEn: 'Kalyan Night', nameHn: 'कल्याण नाइट' });
    const before = bot.calls.length;

    await publish(halfWrong, token, game, '18');
    await settle(before + 2);
    clock.set(CORRECTED_AT);
    await publish(halfWrong, token, game, '81');
    await settle(before + 4);

    expect(callsTo(CHANNEL_ID, before).map((call) => [call.method, call.status])).toEqual([
      ['sendMessage', 200],
      ['editMessageText', 200],
    ]);
    expect(callsTo('@no_such_channel', before).map((call) => [call.method, call.status])).toEqual([
      ['sendMessage', 400],
      ['sendMessage', 400],
    ]);
    const summary = await channelSummary(halfWrong, token);
    // The dashboard names the chat that fails, and its setting, beside the one that works.
    expect(summary.chats).toEqual([
      { chat: CHANNEL_ID, language: 'en', setting: 'TELEGRAM_CHAT_ID', problem: null },
      { chat: '@no_such_channel', language: 'hi', setting: 'TELEGRAM_CHAT_ID_HI', problem: { failure: 'chat', detail: 'Telegram answered 400: Bad Request: chat not found' } },
    ]);
    const posts = summary.posts.filter((post) => post.game === 'Kalyan Night');
    expect(posts.map((post) => [post.language, post.kind, post.outcome, post.failure]).sort()).toEqual([
      ['en', 'corrected', 'edited', null],
      ['en', 'declared', 'sent', null],
      ['hi', 'corrected', 'failed', 'chat'],
      ['hi', 'declared', 'failed', 'chat'],
    ]);
  });

  it('posts in Hindi only to a single channel set to TELEGRAM_LANGUAGE=hi', async () => {
    const hindiOnly = await kit.build(
      { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_CHAT_ID: HINDI_CHANNEL_ID, TELEGRAM_LANGUAGE: 'hi', TELEGRAM_API_BASE: bot.url, PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'silent' },
      { clock: clock.clock },
    );
    const token = await adminToken(hindiOnly);
    const game = await insertGhadiRow(hindiOnly, { nameEn: 'Milan Night', nameHn: 'मिलन नाइट' });
    const before = bot.calls.length;

    await publish(hindiOnly, token, game, '09');
    await settle(before + 1);
    expect(bot.calls.slice(before).map((call) => [call.body.chat_id, call.body.text])).toEqual([
      [HINDI_CHANNEL_ID, 'मिलन नाइट: 09 - घोषित 05:17 PM, 20 नव॰ 2026\nhttps://results.example.in/hi/satta-results/milan%20night/2026/11/20'],
    ]);
    expect((await channelSummary(hindiOnly, token)).chats).toEqual([{ chat: HINDI_CHANNEL_ID, language: 'hi', setting: 'TELEGRAM_CHAT_ID', problem: null }]);
  });
});
