import type { FastifyInstance } from 'fastify';
import { apiPaths, DEFAULT_SITE_TIME_ZONE, drawDateIn } from '@ghadi/contracts';
import { adminToken, createGhadi, describeEachDatabase, postLogin } from '../../helper';
import { postResult } from '../../fixtures';
import { requestOverSocket } from '../../support/over-socket';
import { PUSH_SUBJECT } from '../push/push-calls';

const TOKEN = 'metrics-token-for-the-scraper-0123';

/** The value of one sample line of the Prometheus text format, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDatabase('Prometheus metrics', (kit) => {
  let app: FastifyInstance;
  const scrape = async () => {
    const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  beforeAll(async () => {
    app = await kit.build({ METRICS_TOKEN: TOKEN, VAPID_SUBJECT: PUSH_SUBJECT });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('are only for a scraper with the token, and off without one', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-the-scraper-0124' } })).statusCode).toBe(401);
    const off = await kit.build();
    expect((await off.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('count requests by route and status, the public cache, the answers from memory, database queries, queues, logins and the process', async () => {
    const token = await adminToken(app);
    const game = await createGhadi(app, token, { NameEn: 'Metric Bazar', OrderId: 1 });
    await postResult(app, token, { ghadiId: game.id, result: '42', dateTime: drawDateIn(DEFAULT_SITE_TIME_ZONE) });
    const before = await scrape();
    for (let call = 0; call < 3; call += 1) await requestOverSocket(app, apiPaths.ghadis);
    await postLogin(app, { UserName: 'admin', Password: 'not-the-password' });
    await postLogin(app, { UserName: 'nobody-at-all', Password: 'not-the-password' });

    const after = await scrape();
    const routeCount = (text: string) => sample(text, 'http_request_duration_seconds_count{route="/api/ghadis",method="GET",status_code="200"}') ?? 0;
    // The first read went through the framework (a miss), the next two were answered from memory.
    expect(routeCount(after) - routeCount(before)).toBe(1);
    expect(sample(after, 'public_cache_misses_total')! - sample(before, 'public_cache_misses_total')!).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'public_cache_answers_from_memory_total')! - sample(before, 'public_cache_answers_from_memory_total')!).toBe(2);
    expect(sample(after, 'public_cache_entries')).toBeGreaterThan(0);
    expect(sample(after, 'live_streams_open')).toBe(0);
    expect(sample(after, 'db_query_duration_seconds_count')).toBeGreaterThan(5);
    expect(sample(after, 'login_refusals_total{reason="wrong-password"}')).toBe(1);
    expect(sample(after, 'login_refusals_total{reason="unknown-user"}')).toBe(1);
    expect(sample(after, 'job_queue_depth{queue="push"}')).toBe(0);
    expect(sample(after, 'job_queue_failures_total{queue="push"}')).toBe(0);
    expect(sample(after, 'http_request_duration_seconds_count{route="/api/users/login",method="POST",status_code="401"}')).toBe(2);
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    if (kit.kind === 'postgres') expect(sample(after, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });
});
