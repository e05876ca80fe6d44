import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, healthResponseSchema, type HealthResponse } from '@ghadi/contracts';
import { findDatabaseAlive } from './health-queries';

const schema = { response: { 200: healthResponseSchema, 503: healthResponseSchema } };

/** Probes for load balancers and orchestrators. */
const health: FastifyPluginAsyncZod = async (fastify) => {
  // Live: the process answers. Restarting cannot fix a database outage, so this never checks it.
  fastify.get(apiPaths.healthLive, { config: { access: 'public' }, schema }, async () => ({ status: 'ok' as const }));

  // Ready: worth sending traffic to; the schema is migrated, the database answers, and so does Redis when
  // the site uses it (without it instances cannot tell each other of writes, nor share limits and queues).
  fastify.get(apiPaths.healthReady, { config: { access: 'public' }, schema }, async (request, reply) => {
    const answers = (check: Promise<unknown>) => check.then(() => true, () => false);
    const { redis } = fastify;
    const [database, redisAnswers] = await Promise.all([
      fastify.migrationsDone ? answers(findDatabaseAlive(fastify.db)) : Promise.resolve(false),
      redis ? answers(redis.client.ping()) : Promise.resolve(true),
    ]);
    const failing: NonNullable<HealthResponse['failing']> = [];
    if (!fastify.migrationsDone) failing.push('migrations');
    else if (!database) failing.push('database');
    if (!redisAnswers) failing.push('redis');
    if (failing.length === 0) return { status: 'ok' as const };
    request.log.warn({ failing }, 'readiness check failed');
    return reply.code(503).send({ status: 'unavailable', failing });
  });
};

export default health;
