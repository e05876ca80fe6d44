import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { drawDateIn, type ChannelSendKind } from '@ghadi/contracts';
import type { NewChannelSend } from '../../db/tables/channel-sends';
import { createJobQueue } from '../../jobs/job-queue';
import type { ResultNotice } from '../results';
import { channelJobId, failureOf, runChannelJob, type ChannelJob, type ChannelJobContext } from './channel-jobs';
import { finishChannelSend, insertChannelSend } from './channel-queries';

export interface Channel {
  /** Queues a post of a declared or corrected result; called once the write was acknowledged (afterAck). */
  announceResult(notice: ResultNotice): Promise<void>;
  /** Queues a post of a game's holiday of the site's today or later, when TELEGRAM_POST_HOLIDAYS is on. */
  announceHoliday(holiday: { gid: number; drawDate: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    channel: Channel;
  }
}

// Telegram lets a bot post about one message a second to a channel: more at once would only earn 429s.
const CHANNEL_CONCURRENCY = 1;

/**
 * Posting results to Telegram channels, each in its language: each declared result posted once, a correction editing that post,
 * off the request path on the same kind of queue as push (Redis when set, so one instance takes each job).
 */
export default fp(
  async (fastify) => {
    const { telegram: settings, siteTimezone, publicOrigin } = fastify.config;
    if (settings === null) {
      fastify.decorate('channel', { announceResult: async () => undefined, announceHoliday: async () => undefined } satisfies Channel);
      return;
    }
    const { db, redis } = fastify;
    const now = () => fastify.clock();
    const context: ChannelJobContext = { db, settings, publicOrigin, timeZone: siteTimezone, now, log: fastify.log };
    const queue = createJobQueue<ChannelJob>(
      {
        name: 'channel',
        idOf: channelJobId,
        concurrency: CHANNEL_CONCURRENCY,
        run: (job, attempt) => runChannelJob(context, job, attempt),
        // Out of tries on something other than Telegram's answer (the database, another instance's claim).
        failed: (job, error) => {
          fastify.log.error({ err: error, job }, 'telegram post gave up');
          const detail = error instanceof Error ? error.message : String(error);
          void finishChannelSend(db, job.sendId, { outcome: 'failed', failure: failureOf(error), detail, now: now().toISOString() }).catch(
            (cause: unknown) => fastify.log.error({ err: cause, job }, 'telegram post failure could not be recorded'),
          );
        },
      },
      redis && { url: fastify.config.redis!.url, prefix: redis.prefix, warn: (error) => redis.warn('channel queue', error) },
      fastify.metrics.watchQueue,
    );
    fastify.addHook('onClose', () => queue.close());

    // One send per channel, each in its language: posted, edited and failing on its own.
    const queueSend = async (kind: ChannelSendKind, send: Omit<NewChannelSend, 'id' | 'kind' | 'language' | 'queued_at'>) => {
      const queuedAt = now().toISOString();
      const ids = settings.channels.map(() => randomUUID());
      for (const [index, { language }] of settings.channels.entries()) {
        await insertChannelSend(db, { ...send, id: ids[index]!, kind, language, queued_at: queuedAt });
      }
      await queue.add(ids.map((sendId) => ({ sendId })));
    };
    fastify.decorate('channel', {
      announceResult: (notice) =>
        queueSend(notice.kind, {
          gid: notice.gid,
          draw_date: notice.drawDate,
          result: notice.result,
          previous_result: notice.previousResult,
          result_changed_at: notice.changedAt,
        }),
      announceHoliday: async ({ gid, drawDate }) => {
        // A holiday of a day gone by is not news.
        if (!settings.postHolidays || drawDate < drawDateIn(siteTimezone, now())) return;
        await queueSend('holiday', { gid, draw_date: drawDate, result: null, previous_result: null, result_changed_at: null });
      },
    } satisfies Channel);
  },
  { name: 'channel', dependencies: ['db', 'redis'] },
);
