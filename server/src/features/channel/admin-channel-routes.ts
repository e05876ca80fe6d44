import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, channelSummarySchema, apiErrorBodySchema, type ChannelSummary } from '@ghadi/contracts';
import { findLatestChannelSends, type NamedChannelSend } from './channel-queries';

const LATEST_POSTS = 20;

const toChannelPost = (row: NamedChannelSend): ChannelSummary['posts'][number] => ({
  id: row.id,
  game: row.name_en,
  language: row.language,
  drawDate: row.draw_date,
  kind: row.kind,
  result: row.result,
  previousResult: row.previous_result,
  queuedAt: row.queued_at,
  finishedAt: row.finished_at,
  outcome: row.outcome,
  failure: row.failure,
  detail: row.detail,
});

/** The admin's view of the Telegram channel: whether posting is on and works, and the latest posts. */
const adminChannel: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.adminChannel,
    {
      config: { access: 'admin' },
      schema: { response: { 200: channelSummarySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema } },
    },
    async (): Promise<ChannelSummary> => {
      const { telegram } = fastify.config;
      const posts = (await findLatestChannelSends(fastify.db, LATEST_POSTS)).map(toChannelPost);
      // Skipped sends told nothing: the latest that reached Telegram says whether posting works.
      const latest = posts.find((post) => post.outcome !== null && post.outcome !== 'skipped');
      const problem = latest?.outcome === 'failed' && latest.failure ? { failure: latest.failure, detail: latest.detail ?? '' } : null;
      return {
        status: telegram === null ? 'off' : problem ? 'failing' : 'working',
        chat: telegram?.channels[0]?.chatId ?? null,
        problem,
        posts,
      };
    },
  );
};

export default adminChannel;
