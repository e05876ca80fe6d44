import type { FastifyInstance } from 'fastify';
import { apiPaths, serverMessages, sitePaths } from '@ghadi/contracts';
import { adminToken, createGhadi, describeEachDatabase } from '../helper';
import { requestOverSocket, type SocketAnswer } from '../support/over-socket';
import { builtShell } from '../support/rendered-page';

const LIMIT = 20;
const CLOCK_START = '2026-11-20T11:47:00.000Z';

/** The RateLimit field's remaining count and seconds to reset (draft-ietf-httpapi-ratelimit-headers). */
const left = (answer: SocketAnswer) => {
  const match = /^"api";r=(\d+);t=(\d+)$/.exec(String(answer.headers.ratelimit));
  return match ? { remaining: Number(match[1]), resetSeconds: Number(match[2]) } : null;
};

describeEachDatabase('the per-address limit of the public read API', (kit) => {
  let app: FastifyInstance;
  let now = Date.parse(CLOCK_START);
  const ask = (url: string, headers: Record<string, string> = {}) => requestOverSocket(app, url, { 'accept-encoding': 'gzip', ...headers });

  beforeAll(async () => {
    app = await kit.build({ ...builtShell, PUBLIC_API_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' }, { clock: () => new Date(now) });
    await createGhadi(app, await adminToken(app), { NameEn: 'Limit Bazar', OrderId: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('counts every read of an address, from memory or not, says what is left, and answers 429 past it', async () => {
    const address = { 'x-forwarded-for': '203.0.113.10' };
    const urls = [apiPaths.ghadis, apiPaths.drawDay, '/api/results?year=2026&month=11'];
    const answers: SocketAnswer[] = [];
    for (let call = 0; call < LIMIT; call += 1) answers.push(await ask(urls[call % urls.length]!, address));

    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
    expect(answers.map((answer) => left(answer)?.remaining)).toEqual(Array.from({ length: LIMIT }, (_, index) => LIMIT - 1 - index));
    expect(answers.every((answer) => answer.headers['ratelimit-policy'] === `"api";q=${LIMIT};w=60`)).toBe(true);
    expect(left(answers[0]!)!.resetSeconds).toBe(60);

    // Both a read remembered in memory and one the cache has never seen are refused now.
    for (const url of [apiPaths.ghadis, '/api/results?year=2026&month=10']) {
      const refused = await ask(url, address);
      const { resetSeconds } = left(refused)!;
      expect([refused.status, refused.headers['retry-after'], left(refused)!.remaining]).toEqual([429, String(resetSeconds), 0]);
      // The rest of the minute the first read opened, a moment ago.
      expect(resetSeconds).toBeGreaterThan(55);
      expect(resetSeconds).toBeLessThanOrEqual(60);
      expect(JSON.parse(refused.body.toString())).toEqual({ success: false, code: 'tooManyRequests', message: serverMessages.tooManyRequests });
    }
    // Scripts of other sites may read where they stand.
    expect(String(answers[0]!.headers['access-control-expose-headers'])).toContain('RateLimit');

    // Another address is not held back.
    expect((await ask(apiPaths.ghadis, { 'x-forwarded-for': '203.0.113.11' })).status).toBe(200);

    // The window ends a minute after the read that opened it: the address may read again, a whole minute's worth.
    now += 59_000;
    expect((await ask(apiPaths.ghadis, address)).status).toBe(429);
    now += 1_000;
    const again = await ask(apiPaths.ghadis, address);
    expect([again.status, left(again)]).toEqual([200, { remaining: LIMIT - 1, resetSeconds: 60 }]);
  });

  it('never counts or holds back pages, which visitors load', async () => {
    const address = { 'x-forwarded-for': '203.0.113.20' };
    for (let call = 0; call < LIMIT; call += 1) await ask(apiPaths.ghadis, address);
    expect((await ask(apiPaths.ghadis, address)).status).toBe(429);

    for (const url of [sitePaths.home, sitePaths.home, sitePaths.gameChart('Limit Bazar'), sitePaths.widget()]) {
      const page = await ask(url, address);
      expect([url, page.status, page.headers.ratelimit, page.headers['ratelimit-policy']]).toEqual([url, 200, undefined, undefined]);
    }
  });
});

describeEachDatabase('the public read API with its limit off', (kit) => {
  it('sends no RateLimit fields', async () => {
    const app = await kit.build({ PUBLIC_API_RATE_LIMIT: '0' });
    const answer = await app.inject({ url: apiPaths.ghadis });
    expect([answer.statusCode, answer.headers.ratelimit, answer.headers['ratelimit-policy']]).toEqual([200, undefined, undefined]);
  });
});
