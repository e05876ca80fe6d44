import { errorBody } from '../../http/api-error';
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WatchedQueue } from '../../jobs/job-queue';
import type { LoginRefusal } from '../sign-in';

/** What the rest of the server tells the metrics; every call is a no-op while metrics are off. */
export interface Metrics {
  loginRefused(reason: LoginRefusal): void;
  watchQueue(queue: WatchedQueue): void;
  /** Absent while metrics are off, so queries are not timed for nothing. */
  dbQuery?: (seconds: number) => void;
  watchPool(pool: Pool): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/metrics';

const OFF: Metrics = { loginRefused: () => undefined, watchQueue: () => undefined, watchPool: () => undefined };

/** A counter whose value is read when scraped from a plain count kept elsewhere (on the hottest paths). */
function countedElsewhere(registry: Registry, name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

const sameToken = (given: string, expected: Buffer): boolean => {
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
};

/**
 * Prometheus metrics at /metrics (prom-client), off unless METRICS_TOKEN is set, and then only for a
 * scraper that sends it as `Authorization: Bearer <token>`: requests and their latency by route and status,
 * the public cache, open live streams, database queries and pool, job queues, login refusals by reason, and
 * the process. The answers from memory are counted by a plain increment, read at scrape time.
 */
export default fp(
  async (fastify) => {
    const token = fastify.config.metricsToken;
    if (token === null) {
      fastify.decorate('metrics', OFF);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests that went through the framework, by route, method and status (answers from memory are counted apart)',
      labelNames: ['route', 'method', 'status_code'],
      registers: [registry],
    });
    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? '(none)';
      requests.observe({ route, method: request.method, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });

    const cache = fastify.publicCache;
    countedElsewhere(registry, 'public_cache_hits_total', 'Public reads found in the cache by the framework path', () => cache.counts.hits);
    countedElsewhere(registry, 'public_cache_misses_total', 'Public reads the cache did not have, read from the database', () => cache.counts.misses);
    countedElsewhere(registry, 'public_cache_answers_from_memory_total', 'Repeated public reads answered from memory ahead of the framework', () => cache.counts.fromMemory);
    new Gauge({ name: 'public_cache_entries', help: 'Answers in the public cache', registers: [registry], collect() { this.set(cache.size); } });
    new Gauge({ name: 'live_streams_open', help: 'Open live-result streams', registers: [registry], collect() { this.set(fastify.liveStream.size); } });

    const queries = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database queries, from sending to the last row',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const pools: Pool[] = [];
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        for (const pool of pools) {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        }
      },
    });

    const queues: WatchedQueue[] = [];
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting, delayed or running, by queue (push, channel, cdn-purge, indexnow)',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        for (const queue of queues) this.set({ queue: queue.name }, await queue.depth().catch(() => -1));
      },
    });
    new Counter({
      name: 'job_queue_failures_total',
      help: 'Jobs of this instance that failed their last attempt, by queue',
      labelNames: ['queue'],
      registers: [registry],
      collect() {
        this.reset();
        for (const queue of queues) this.inc({ queue: queue.name }, queue.failures());
      },
    });
    const refusals = new Counter({ name: 'login_refusals_total', help: 'Refused logins, by reason', labelNames: ['reason'], registers: [registry] });

    fastify.decorate('metrics', {
      loginRefused: (reason) => refusals.inc({ reason }),
      watchQueue: (queue) => void queues.push(queue),
      dbQuery: (seconds) => queries.observe(seconds),
      watchPool: (pool) => void pools.push(pool),
    } satisfies Metrics);

    const expected = Buffer.from(token);
    fastify.get(METRICS_PATH, { config: { access: 'public' } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (given === undefined || !sameToken(given, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send(errorBody(request, 'metricsTokenRequired'));
      }
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['public-cache'] },
);
