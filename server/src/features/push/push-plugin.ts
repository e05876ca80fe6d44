import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import { jobIdOf, runPushJob, type PushJob, type PushJobContext } from './push-jobs';
import type { ResultNotice } from '../results';
import { insertSend } from './send-queries';
import { resolveVapidKeys } from './vapid-keys';

export interface Push {
  /** The VAPID public key browsers subscribe with; null when push is off (no VAPID subject). */
  publicKey: string | null;
  /** Queues `notice` for the game's followers; called once the write was acknowledged (afterAck). */
  notify(notice: ResultNotice): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

const OFF_WARNING =
  'push notifications are off: set VAPID_SUBJECT (a mailto: address or https: URL), or PUBLIC_ORIGIN to the https address of the site';

// Deliveries running at once per instance: enough to keep push services busy, few enough for the database pool.
const PUSH_CONCURRENCY = 8;

async function startQueue(fastify: FastifyInstance, subject: string): Promise<{ queue: JobQueue<PushJob>; publicKey: string }> {
  const { db, config, redis } = fastify;
  const keys = await resolveVapidKeys(db, config.push.keys, fastify.clock());
  const context: PushJobContext = {
    db,
    signer: { subject, keys },
    now: () => fastify.clock(),
    // Called only by jobs, which the queue below runs: it exists by then.
    enqueue: (jobs) => queue.add(jobs),
  };
  const queue = createJobQueue<PushJob>(
    {
      name: 'push',
      idOf: jobIdOf,
      concurrency: PUSH_CONCURRENCY,
      run: (job, attempt) => runPushJob(context, job, attempt),
      failed: (job, error) => fastify.log.warn({ err: error, job }, 'push job gave up'),
    },
    redis && { url: config.redis!.url, prefix: redis.prefix, warn: (error) => redis.warn('push queue', error) },
    fastify.metrics.watchQueue,
  );
  return { queue, publicKey: keys.publicKey };
}

/**
 * Push notifications of declared and corrected results: the VAPID keys, the queue of sends (Redis when
 * set, so one instance takes each job; else in process), and `notify`, which the publishing route calls
 * once its write was acknowledged.
 */
export default fp(
  async (fastify) => {
    const { subject } = fastify.config.push;
    if (subject === null) {
      fastify.log.warn(OFF_WARNING);
      fastify.decorate('push', { publicKey: null, notify: async () => undefined } satisfies Push);
      return;
    }
    const { queue, publicKey } = await startQueue(fastify, subject);
    fastify.addHook('onClose', () => queue.close());
    const notify = async (notice: ResultNotice): Promise<void> => {
      const sendId = randomUUID();
      await insertSend(fastify.db, {
        id: sendId,
        gid: notice.gid,
        draw_date: notice.drawDate,
        result: notice.result,
        kind: notice.kind,
        result_changed_at: notice.changedAt,
        title: notice.titles.en,
        title_hi: notice.titles.hi,
        queued_at: fastify.clock().toISOString(),
        finished_at: null,
      });
      await queue.add([{ kind: 'fan-out', sendId }]);
    };
    fastify.decorate('push', { publicKey, notify } satisfies Push);
  },
  { name: 'push', dependencies: ['db', 'redis'] },
);
