import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, apiErrorBodySchema, pushSummarySchema } from '@ghadi/contracts';
import { findLatestSends, toPushSend } from './send-queries';
import { findFollowerCounts } from './subscription-queries';

const LATEST_SENDS = 20;

/** The admin's view of push: followers per game and the latest sends, with no subscriber's data. */
const adminPush: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.adminPush,
    {
      config: { access: 'admin' },
      schema: { response: { 200: pushSummarySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema } },
    },
    async () => {
      const [counts, sends] = await Promise.all([findFollowerCounts(fastify.db), findLatestSends(fastify.db, LATEST_SENDS)]);
      return {
        games: counts.map((row) => ({ ghadiId: row.id, name: row.name_en, subscribers: Number(row.subscribers) })),
        sends: sends.map(toPushSend),
      };
    },
  );
};

export default adminPush;
