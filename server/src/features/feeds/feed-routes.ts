import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, atomFeedSchema, errorBodySchema, gameFeedParamsSchema } from '@ghadi/contracts';
import { sendFile } from '../../public-cache/send-public';
import { feedAnswers } from './feed-answers';

/** Atom feeds of the results: every game's, and one game's. */
const feeds: FastifyPluginAsyncZod = async (fastify) => {
  const site = { origin: fastify.config.publicOrigin, siteName: fastify.config.siteName, timeZone: fastify.config.siteTimezone };

  fastify.get(
    apiPaths.resultsFeed,
    { config: { access: 'public' }, schema: { response: { 200: atomFeedSchema } } },
    async (request, reply) => sendFile(request, reply, feedAnswers.results(fastify.db, site)),
  );

  fastify.get(
    apiPaths.gameFeed.route,
    {
      config: { access: 'public' },
      schema: { params: gameFeedParamsSchema, response: { 200: atomFeedSchema, 400: errorBodySchema, 404: errorBodySchema } },
    },
    async (request, reply) => sendFile(request, reply, feedAnswers.game(fastify.db, site, request.params.file)),
  );
};

export default feeds;
