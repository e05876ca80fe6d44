import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { parseEnv } from '../../../src/config/env';
import { adminToken, describeEachDatabase } from '../../helper';
import { insertGhadiRow, movableClock, postResult } from '../../fixtures';
import { freePort } from '../../support/free-port';
import { describeWithRedis } from '../../support/with-redis';
import { startTestIndexNowApi, type TestIndexNowApi } from './test-indexnow-api';

const KEY = 'a1b2c3d4-e5f6-4a5b-9c8d-0e1f2a3b4c5d';
// Noon in Asia/Kolkata, the default site zone, standing still: the dates below stay the site's today and yesterday.
const time = movableClock('2026-11-20T06:30:00.000Z');
const TODAY = '2026-11-20';
const YESTERDAY = '2026-11-19';
// Longer than a queued job takes to reach the endpoint here: what has not arrived by then is not coming.
const QUIET_MS = 700;

describe('IndexNow settings', () => {
  const origin = { PUBLIC_ORIGIN: 'https://results.example.in' };

  it('are off without a key, and take a key with the shared endpoint unless another is named', () => {
    expect(parseEnv({}).indexNow).toBeNull();
    expect(parseEnv({ ...origin, INDEXNOW_ENDPOINT: 'https://www.bing.com/indexnow' }).indexNow).toBeNull();
    expect(parseEnv({ ...origin, INDEXNOW_KEY: KEY }).indexNow).toEqual({ key: KEY, endpoint: 'https://api.indexnow.org/indexnow' });
    expect(parseEnv({ ...origin, INDEXNOW_KEY: 'abcdefgh', INDEXNOW_ENDPOINT: 'https://yandex.com/indexnow' }).indexNow).toEqual({
      key: 'abcdefgh',
      endpoint: 'https://yandex.com/indexnow',
    });
  });

  it('refuse a malformed key or endpoint, and a key without PUBLIC_ORIGIN', () => {
    const keyRule = /INDEXNOW_KEY: must be an IndexNow key: 8 to 128 of a-z A-Z 0-9 -/;
    expect(() => parseEnv({ ...origin, INDEXNOW_KEY: 'abc1234' })).toThrow(keyRule);
    expect(() => parseEnv({ ...origin, INDEXNOW_KEY: 'a'.repeat(129) })).toThrow(keyRule);
    expect(() => parseEnv({ ...origin, INDEXNOW_KEY: 'key_with_underscore' })).toThrow(keyRule);
    expect(() => parseEnv({ ...origin, INDEXNOW_KEY: '../../etc/passwd' })).toThrow(keyRule);
    expect(() => parseEnv({ ...origin, INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: 'ftp://api.indexnow.org/indexnow' })).toThrow(
      /INDEXNOW_ENDPOINT: must be the http\(s\) URL IndexNow submissions are POSTed to/,
    );
    expect(() => parseEnv({ INDEXNOW_KEY: KEY })).toThrow(/INDEXNOW_KEY: needs PUBLIC_ORIGIN/);
  });
});

describeEachDatabase('IndexNow submissions of result pages', (kit) => {
  let api: TestIndexNowApi;
  let app: FastifyInstance;
  let admin: string;
  let origin: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    api = await startTestIndexNowApi();
    // Listening where PUBLIC_ORIGIN says: the stand-in fetches the key file from keyLocation, as an engine does.
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    app = await kit.build(
      { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: api.url, PUBLIC_ORIGIN: origin, LOG_LEVEL: 'error' },
      {
        clock: time.clock,
        logStream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(JSON.parse(String(chunk)));
            done();
          },
        }),
      },
    );
    await app.listen({ port, host: '127.0.0.1' });
    admin = await adminToken(app);
  });
  afterAll(() => api.close());

  /** The submissions since `before`, once the expected `count` arrived and nothing more came. */
  const submissionsAfter = async (before: number, count: number) => {
    await api.waitFor(before + count);
    await sleep(QUIET_MS);
    return api.received.slice(before);
  };
  const pageUrls = (key: string, date: string) => {
    const path = `/satta-results/${key}/${date.replace(/-/g, '/')}`;
    return [`${origin}${path}`, `${origin}/hi${path}`];
  };

  it('serves the key alone at /<key>.txt, while other .txt addresses answer as before', async () => {
    const keyFile = await app.inject({ url: `/${KEY}.txt` });
    expect(keyFile.statusCode).toBe(200);
    expect(keyFile.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(keyFile.body).toBe(KEY);
    expect((await app.inject({ url: '/robots.txt' })).body).toMatch(/^User-agent: \*/);
    expect((await app.inject({ url: '/b1c2d3e4f5.txt' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/${KEY}.txt.bak` })).statusCode).toBe(404);
  });

  it('submits a declared result\'s date page in both languages once; the same value again sends nothing', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Index Bazar' });
    const before = api.received.length;

    expect((await postResult(app, admin, { ghadiId: game.id, result: '42', dateTime: TODAY })).statusCode).toBe(200);
    const [submission, ...more] = await submissionsAfter(before, 1);

    expect(more).toEqual([]);
    // 200: the stand-in found the key at keyLocation, served by this app.
    expect(submission).toEqual({
      contentType: 'application/json; charset=utf-8',
      status: 200,
      body: {
        host: new URL(origin).host,
        key: KEY,
        keyLocation: `${origin}/${KEY}.txt`,
        urlList: [`${origin}/satta-results/index%20bazar/2026/11/20`, `${origin}/hi/satta-results/index%20bazar/2026/11/20`],
      },
    });

    expect((await postResult(app, admin, { ghadiId: game.id, result: '42', dateTime: TODAY })).statusCode).toBe(200);
    await sleep(QUIET_MS);
    expect(api.received.length).toBe(before + 1);
  });

  it('submits the page again on a correction, of today or of a day gone by', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Corrected Bazar' });
    const declared = api.received.length;
    await postResult(app, admin, { ghadiId: game.id, result: '24', dateTime: TODAY });
    await postResult(app, admin, { ghadiId: game.id, result: '07', dateTime: YESTERDAY });
    await submissionsAfter(declared, 2);
    const before = api.received.length;

    expect((await postResult(app, admin, { ghadiId: game.id, result: '25', dateTime: TODAY })).statusCode).toBe(200);
    expect((await postResult(app, admin, { ghadiId: game.id, result: '70', dateTime: YESTERDAY })).statusCode).toBe(200);
    const submissions = await submissionsAfter(before, 2);

    expect(submissions.map((submission) => [submission.status, (submission.body as { urlList: string[] }).urlList])).toEqual([
      [200, pageUrls('corrected%20bazar', TODAY)],
      [200, pageUrls('corrected%20bazar', YESTERDAY)],
    ]);
  });

  it('tries a 429 and a 503 again, by the retry rule, until the submission is received', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Busy Bazar' });
    const before = api.received.length;
    api.answerNext([429, 503]);

    expect((await postResult(app, admin, { ghadiId: game.id, result: '11', dateTime: TODAY })).statusCode).toBe(200);
    // Retries 1 s and 2 s after the tries that failed.
    const submissions = await submissionsAfter(before, 3);

    expect(submissions.map((submission) => submission.status)).toEqual([429, 503, 200]);
    expect(new Set(submissions.map((submission) => JSON.stringify(submission.body))).size).toBe(1);
    expect((submissions[0]!.body as { urlList: string[] }).urlList).toEqual(pageUrls('busy%20bazar', TODAY));
  });

  it('does not try a 403 again, and logs it with the status and the answer', async () => {
    const game = await insertGhadiRow(app, { nameEn: 'Refused Bazar' });
    const before = api.received.length;
    const linesBefore = logLines.length;
    api.answerNext([403]);

    expect((await postResult(app, admin, { ghadiId: game.id, result: '33', dateTime: TODAY })).statusCode).toBe(200);
    await api.waitFor(before + 1);
    // Past the first retry's second: a retry would have come by now.
    await sleep(QUIET_MS + 1500);

    expect(api.received.slice(before).map((submission) => submission.status)).toEqual([403]);
    const errors = logLines.slice(linesBefore).filter((line) => line.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: 'IndexNow refused the submission: check INDEXNOW_KEY and PUBLIC_ORIGIN',
        status: 403,
        body: 'Forbidden: key not valid',
        urls: pageUrls('refused%20bazar', TODAY),
      }),
    ]);
  });

  it('is off without INDEXNOW_KEY: no key file, nothing submitted', async () => {
    const off = await kit.build({ INDEXNOW_ENDPOINT: api.url, PUBLIC_ORIGIN: origin }, { clock: time.clock });
    const game = await insertGhadiRow(off, { nameEn: 'Quiet Bazar' });
    const before = api.received.length;

    expect((await off.inject({ url: `/${KEY}.txt` })).statusCode).toBe(404);
    expect((await postResult(off, await adminToken(off), { ghadiId: game.id, result: '55', dateTime: TODAY })).statusCode).toBe(200);
    await sleep(QUIET_MS);
    expect(api.received.length).toBe(before);
  });
});

describeWithRedis('IndexNow with two instances sharing PostgreSQL and Redis', (kit, redis) => {
  it('submits each change once, whichever instance took it', async () => {
    const api = await startTestIndexNowApi();
    const port = await freePort();
    const env = { DATABASE_URL: await kit.createDatabaseUrl(), ...redis.env, INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: api.url, PUBLIC_ORIGIN: `http://127.0.0.1:${port}` };
    const [a, b] = await Promise.all([kit.build(env, { clock: time.clock }), kit.build(env, { clock: time.clock })]);
    await a.listen({ port, host: '127.0.0.1' });
    const token = await adminToken(a);
    const games = await Promise.all([1, 2, 3, 4].map((order) => insertGhadiRow(a, { nameEn: `Twin Index ${order}` })));

    await Promise.all(games.map((game, index) => postResult(index % 2 === 0 ? a : b, token, { ghadiId: game.id, result: `4${index}`, dateTime: TODAY })));
    await api.waitFor(games.length);
    await sleep(QUIET_MS);

    expect(api.received.map((submission) => submission.status)).toEqual([200, 200, 200, 200]);
    const pages = api.received.map((submission) => (submission.body as { urlList: string[] }).urlList[0]).sort();
    expect(pages).toEqual(games.map((_, index) => `http://127.0.0.1:${port}/satta-results/twin%20index%20${index + 1}/2026/11/20`));
    await Promise.all([a.close(), b.close()]);
    await api.close();
  }, 30_000);
});
