import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiErrorBodySchema,
  followedGamesQuerySchema,
  followedGamesResponseSchema,
  followGamesRequestSchema,
} from '@ghadi/contracts';
import { followGames } from './follow-games';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimit } from '../../http/rate-limit';
import { findFollowedGhadiIds } from './subscription-queries';
import { apiError, errorBody } from '../../http/api-error';

// A subscription with 200 game ids is about 8 KB; nothing legitimate comes near this.
const BODY_LIMIT_BYTES = 16 * 1024;
const errors = { 400: apiErrorBodySchema, 404: apiErrorBodySchema, 413: apiErrorBodySchema, 429: apiErrorBodySchema };
// Enough for a visitor following a dozen games one by one, and reloading; far below a script's pace.
const pushRateLimit: RateLimit = { name: 'push', limit: 30, windowMs: 60_000 };

/** The public push routes: following games, and asking what one follows (the key is in the runtime config). */
const push: FastifyPluginAsyncZod = async (fastify) => {
  const memory = createMemoryRateLimiter(pushRateLimit, () => fastify.clock().getTime());
  const limiter = fastify.redis ? createRedisRateLimiter(fastify.redis, pushRateLimit, memory) : memory;

  // Before the body is read: a flood costs a counter, not parsing.
  fastify.addHook('onRequest', async (request, reply) => {
    const decision = await limiter.take(request.ip);
    if (decision.allowed) return;
    return reply
      .code(429)
      .header('retry-after', Math.ceil(decision.retryAfterMs / 1000))
      .send(errorBody(request, 'tooManyRequests'));
  });
  const requirePush = () => {
    if (fastify.push.publicKey === null) throw apiError(404, 'pushOff');
  };

  fastify.put(
    apiPaths.pushSubscriptions,
    {
      config: { access: 'public' },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: followGamesRequestSchema, response: { 200: followedGamesResponseSchema, ...errors } },
    },
    async (request) => {
      requirePush();
      const deps = { db: fastify.db, serviceHosts: fastify.config.push.serviceHosts, now: fastify.clock() };
      return { ghadiIds: await followGames(deps, request.body) };
    },
  );

  // POST, not GET: the endpoint is a secret, kept out of URLs and logs.
  fastify.post(
    apiPaths.pushSubscriptionLookup,
    {
      config: { access: 'public' },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: followedGamesQuerySchema, response: { 200: followedGamesResponseSchema, ...errors } },
    },
    async (request) => {
      requirePush();
      return { ghadiIds: await findFollowedGhadiIds(fastify.db, request.body.endpoint) };
    },
  );
};

export default push;
