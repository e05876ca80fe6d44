import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiErrorBodySchema,
  followedGamesQuerySchema,
  followedGamesResponseSchema,
  followGamesRequestSchema,
} from '@ghadi/contracts';
import { followGames } from './follow-games';
import { addressKey, createCounter } from '../../limits/limit-store';
import { pushLimit } from '../../limits/limits';
import { tooMany } from '../../limits/too-many';
import { findFollowedGhadiIds } from './subscription-queries';
import { apiError } from '../../http/api-error';

// A subscription with 200 game ids is about 8 KB; nothing legitimate comes near this.
const BODY_LIMIT_BYTES = 16 * 1024;
const errors = { 400: apiErrorBodySchema, 404: apiErrorBodySchema, 413: apiErrorBodySchema, 429: apiErrorBodySchema };

/** The public push routes: following games, and asking what one follows (the key is in the runtime config). */
const push: FastifyPluginAsyncZod = async (fastify) => {
  const calls = createCounter(fastify.limitStore, pushLimit);

  // Before the body is read: a flood costs a counter, not parsing.
  fastify.addHook('onRequest', async (request) => {
    const count = await calls.take(addressKey(pushLimit.name, request.ip));
    if (!count.allowed) throw tooMany('tooManyRequests', count.resetMs);
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
