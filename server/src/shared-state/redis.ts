import Redis from 'ioredis';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without REDIS_URL: one instance, everything in process. */
    redis: {
      client: Redis;
      subscriber: Redis;
      prefix: string;
      /** Logs that Redis failed `what`, at most once per what every 30 s: an outage must not flood the log. */
      warn(what: string, error: unknown): void;
    } | null;
  }
}

const WARN_INTERVAL_MS = 30_000;

/**
 * The connections to Redis when REDIS_URL is set. Commands fail at once while Redis is away instead of
 * queueing (every caller has an in-process fallback), and the clients reconnect by themselves.
 */
export default fp(
  async (fastify) => {
    const settings = fastify.config.redis;
    if (!settings) {
      fastify.decorate('redis', null);
      return;
    }
    const options = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    };
    const client = new Redis(settings.url, options);
    // A subscribed connection can run nothing else; it queues its SUBSCRIBE until connected.
    const subscriber = new Redis(settings.url, { ...options, enableOfflineQueue: true });
    const lastWarned = new Map<string, number>();
    const warn = (what: string, error: unknown) => {
      if (Date.now() - (lastWarned.get(what) ?? 0) < WARN_INTERVAL_MS) return;
      lastWarned.set(what, Date.now());
      fastify.log.warn({ err: error }, `${what}: redis unavailable, using this instance's own state`);
    };
    for (const [name, connection] of [['client', client], ['subscriber', subscriber]] as const) {
      connection.on('error', (error) => warn(`redis ${name}`, error));
    }
    fastify.decorate('redis', { client, subscriber, prefix: settings.prefix, warn });
    fastify.addHook('onClose', async () => {
      client.disconnect();
      subscriber.disconnect();
    });
  },
  { name: 'redis' },
);
