import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, healthResponseSchema } from '@ghadi/contracts';
import { findDatabaseAlive } from './health-queries';

const schema = { response: { 200: healthResponseSchema, 503: healthResponseSchema } };

/** Probes for load balancers and orchestrators. */
const health: FastifyPluginAsyncZod = async (fastify) => {
  // Live: the process answers. Restarting cannot fix a database outage, so this never checks it.
  fastify.get(apiPaths.healthLive, { config: { access: 'public' }, schema }, async () => ({ status: 'ok' as const }));

  // Ready: worth sending traffic to; the schema is migrated and the database answers.
  fastify.get(apiPaths.healthReady, { config: { access: 'public' }, schema }, async (request, reply) => {
    const ready = fastify.migrationsDone && (await findDatabaseAlive(fastify.db).then(() => true, () => false));
    if (!ready) request.log.warn('readiness check failed');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
  });
};

export default health;
