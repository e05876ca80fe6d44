import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { atomFeedSchema, apiErrorBodySchema, feedPathsIn, gameFeedParamsSchema, siteLanguages } from '@ghadi/contracts';
import { sendFile } from '../../public-cache/send-public';
import { feedAnswers } from './feed-answers';

/** Atom feeds of the results in each language, at that language's addresses: every game's, and one game's. */
const feeds: FastifyPluginAsyncZod = async (fastify) => {
  const site = { origin: fastify.config.publicOrigin, siteName: fastify.config.siteName, timeZone: fastify.config.siteTimezone };

  for (const language of siteLanguages) {
    fastify.get(
      feedPathsIn(language).results,
      { config: { access: 'public' }, schema: { response: { 200: atomFeedSchema } } },
      async (request, reply) => sendFile(request, reply, feedAnswers.results(fastify.db, site, language)),
    );

    fastify.get(
      feedPathsIn(language).game.route,
      {
        config: { access: 'public' },
        schema: { params: gameFeedParamsSchema, response: { 200: atomFeedSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema } },
      },
      async (request, reply) => sendFile(request, reply, feedAnswers.game(fastify.db, site, request.params.file, language)),
    );
  }
};

export default feeds;
