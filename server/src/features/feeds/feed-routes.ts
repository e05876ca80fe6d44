import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, atomFeedSchema, errorBodySchema, gameFeedParamsSchema, siteLanguages, type SiteLanguage } from '@ghadi/contracts';
import { sendFile } from '../../public-cache/send-public';
import { feedAnswers } from './feed-answers';

// Each language's feeds at their own addresses (feedPathsIn), so every page advertises its language's.
const routesOf = { en: { results: apiPaths.resultsFeed, game: apiPaths.gameFeed.route }, hi: { results: apiPaths.hindiResultsFeed, game: apiPaths.hindiGameFeed.route } } satisfies Record<
  SiteLanguage,
  unknown
>;

/** Atom feeds of the results in each language: every game's, and one game's. */
const feeds: FastifyPluginAsyncZod = async (fastify) => {
  const site = { origin: fastify.config.publicOrigin, siteName: fastify.config.siteName, timeZone: fastify.config.siteTimezone };

  for (const language of siteLanguages) {
    fastify.get(
      routesOf[language].results,
      { config: { access: 'public' }, schema: { response: { 200: atomFeedSchema } } },
      async (request, reply) => sendFile(request, reply, feedAnswers.results(fastify.db, site, language)),
    );

    fastify.get(
      routesOf[language].game,
      {
        config: { access: 'public' },
        schema: { params: gameFeedParamsSchema, response: { 200: atomFeedSchema, 400: errorBodySchema, 404: errorBodySchema } },
      },
      async (request, reply) => sendFile(request, reply, feedAnswers.game(fastify.db, site, request.params.file, language)),
    );
  }
};

export default feeds;
