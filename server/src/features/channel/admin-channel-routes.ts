import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, channelSummarySchema, apiErrorBodySchema, type ChannelSummary } from '@ghadi/contracts';
import { findLatestChannelSends, type NamedChannelSend } from './channel-queries';

const LATEST_POSTS = 20;

type ChannelPost = ChannelSummary['posts'][number];

const toChannelPost = (row: NamedChannelSend): ChannelPost => ({
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

/** Why the latest of `posts` that reached Telegram failed, when it did: skipped sends told nothing. */
const problemOf = (posts: ChannelPost[]): ChannelSummary['problem'] => {
  const latest = posts.find((post) => post.outcome !== null && post.outcome !== 'skipped');
  return latest?.outcome === 'failed' && latest.failure ? { failure: latest.failure, detail: latest.detail ?? '' } : null;
};

/** The admin's view of the Telegram channels: whether posting is on and works in each, and the latest posts. */
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
      const problem = problemOf(posts);
      return {
        status: telegram === null ? 'off' : problem ? 'failing' : 'working',
        chat: telegram?.channels[0]?.chatId ?? null,
        problem,
        // Each chat has its own language, so a language's posts are the posts to its chat.
        chats: (telegram?.channels ?? []).map(({ chatId, language, setting }) => ({
          chat: chatId,
          language,
          setting,
          problem: problemOf(posts.filter((post) => post.language === language)),
        })),
        posts,
      };
    },
  );
};

export default adminChannel;
