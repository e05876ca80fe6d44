import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiErrorBodySchema,
  VISITOR_SESSION_HEADER,
  visitorSessionIdSchema,
  visitorStatsResponseSchema,
} from '@ghadi/contracts';
import { sendCached } from '../../public-cache/cached-answer';
import { serialize, type CachedResponse } from '../../public-cache/public-cache';

// Loose: the other request headers pass through untouched; only the session id is checked.
const trackHeadersSchema = z.looseObject({ [VISITOR_SESSION_HEADER]: visitorSessionIdSchema });

/** The live visitor counter: a random id per page load, never an IP address. */
const visitor: FastifyPluginAsyncZod = async (fastify) => {
  let lastStats: { total: number; active: number; response: CachedResponse } | undefined;

  fastify.post(
    apiPaths.visitorTrack,
    {
      config: { access: 'public' },
      schema: {
        headers: trackHeadersSchema,
        // The front end's tracker sends no body (Fastify validates a missing one as null); `{}` means the same.
        body: z.strictObject({}).nullish(),
        response: { 204: z.null().describe('No content'), 400: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await fastify.visitors.track(request.headers[VISITOR_SESSION_HEADER]);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    apiPaths.visitorStats,
    { config: { access: 'public' }, schema: { response: { 200: visitorStatsResponseSchema } } },
    async (request, reply) => {
      const { total, active } = await fastify.visitors.counts();
      // Counting is O(1) in memory; the serialized answer is reused while the counts stay the same.
      if (!lastStats || lastStats.total !== total || lastStats.active !== active) {
        lastStats = { total, active, response: serialize({ payload: { success: true, totalUsers: total, activeUsers: active }, tags: [] }) };
      }
      return sendCached(request, reply, lastStats.response);
    },
  );
};

export default visitor;
