import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  VISITOR_ACTIVE_WINDOW_MS,
  VISITOR_SESSION_HEADER,
  visitorSessionIdSchema,
  visitorStatsResponseSchema,
} from '@ghadi/contracts';
import { findVisitorCounts, upsertVisitorSession } from '../../../repositories/visitor-session-repository';

// Loose: the other request headers pass through untouched; only the session id is checked.
const trackHeadersSchema = z.looseObject({ [VISITOR_SESSION_HEADER]: visitorSessionIdSchema });

/** The live visitor counter: a random id per page load, never an IP address. */
const visitor: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/visitor/track',
    {
      config: { access: 'public' },
      schema: {
        headers: trackHeadersSchema,
        // The spec's client sends no body (Fastify validates a missing one as null); `{}` means the same.
        body: z.strictObject({}).nullish(),
        response: { 204: z.null().describe('No content'), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await upsertVisitorSession(fastify.db, request.headers[VISITOR_SESSION_HEADER], fastify.clock().toISOString());
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/api/visitor/stats',
    { config: { access: 'public' }, schema: { response: { 200: visitorStatsResponseSchema } } },
    async () => {
      const activeSince = new Date(fastify.clock().getTime() - VISITOR_ACTIVE_WINDOW_MS).toISOString();
      const { total, active } = await findVisitorCounts(fastify.db, activeSince);
      return { success: true as const, totalUsers: total, activeUsers: active };
    },
  );
};

export default visitor;
