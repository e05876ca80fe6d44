import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, drawDayResponseSchema } from '@ghadi/contracts';
import { drawDayAnswer } from './draw-day-answer';
import { sendPublic } from '../../public-cache/send-public';

/** The site day's board: each game's state, result time and stamps, as the server's clock and zone count them. */
const drawDay: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.drawDay,
    {
      config: { access: 'public' },
      schema: {
        description:
          'Every game not deleted, in the games\' order, with its state on the site day (SITE_TIMEZONE): upcoming before its ' +
          'result time (dueAt, null when the time cannot be read), awaited after it, declared (declaredAt: first published), ' +
          'corrected (correctedAt, previousResult) or holiday; lastUpdatedAt is the newest change of any published result.',
        response: { 200: drawDayResponseSchema },
      },
    },
    async (request, reply) => sendPublic(request, reply, drawDayAnswer(fastify.db, fastify.config.siteTimezone, fastify.clock())),
  );
};

export default drawDay;
