import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMemoryPushQueue } from './memory-push-queue';
import { runPushJob, type PushJob, type PushJobContext } from './push-jobs';
import type { PushQueue } from './push-queue';
import { createRedisPushQueue } from './redis-push-queue';
import type { ResultNotice } from './result-notice';
import { insertSend } from './send-queries';
import { resolveVapidKeys } from './vapid-keys';

export interface Push {
  /** The VAPID public key browsers subscribe with; null when push is off (no VAPID subject). */
  publicKey: string | null;
  /** Has `notice` sent to the game's followers once this request's answer went out with a 2xx, never before. */
  notifyAfterAck(request: FastifyRequest, notice: ResultNotice | null): void;
  /** The `onResponse` hook of the routes that call notifyAfterAck: it queues the send. */
  queueAfterAck(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
  interface FastifyRequest {
    resultNotice: ResultNotice | null;
  }
}

const OFF_WARNING =
  'push notifications are off: set VAPID_SUBJECT (a mailto: address or https: URL), or PUBLIC_ORIGIN to the https address of the site';

async function startQueue(fastify: FastifyInstance, subject: string): Promise<{ queue: PushQueue; publicKey: string }> {
  const { db, config, redis } = fastify;
  const keys = await resolveVapidKeys(db, config.push.keys, fastify.clock());
  const context: PushJobContext = {
    db,
    signer: { subject, keys },
    now: () => fastify.clock(),
    // Called only by jobs, which the queue below runs: it exists by then.
    enqueue: (jobs) => queue.add(jobs),
  };
  const run = (job: PushJob, attempt: number) => runPushJob(context, job, attempt);
  const failed = (job: PushJob, error: unknown) => fastify.log.warn({ err: error, job }, 'push job gave up');
  const queue: PushQueue = redis
    ? createRedisPushQueue({ url: config.redis!.url, prefix: redis.prefix, warn: (error) => redis.warn('push queue', error) }, run, failed)
    : createMemoryPushQueue(run, failed);
  return { queue, publicKey: keys.publicKey };
}

/**
 * Push notifications of declared and corrected results: the VAPID keys, the queue of sends (Redis when
 * set, so one instance takes each job; else in process), and the hook that queues a send only after the
 * write was acknowledged.
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('resultNotice', null);
    const { subject } = fastify.config.push;
    if (subject === null) {
      fastify.log.warn(OFF_WARNING);
      fastify.decorate('push', { publicKey: null, notifyAfterAck: () => undefined, queueAfterAck: async () => undefined } satisfies Push);
      return;
    }
    const { queue, publicKey } = await startQueue(fastify, subject);
    fastify.addHook('onClose', () => queue.close());
    // Run as onResponse, once the answer was handed to the connection ('finish') or failed to be ('error'):
    // only the first is an acknowledgement. A hook of the publishing route only, not of every request.
    const queueAfterAck = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const notice = request.resultNotice;
      if (!notice || reply.statusCode >= 300 || !reply.raw.writableEnded || reply.raw.errored) return;
      const sendId = randomUUID();
      try {
        await insertSend(fastify.db, {
          id: sendId,
          gid: notice.gid,
          draw_date: notice.drawDate,
          result: notice.result,
          kind: notice.kind,
          result_changed_at: notice.changedAt,
          title: notice.title,
          queued_at: fastify.clock().toISOString(),
          finished_at: null,
        });
        await queue.add([{ kind: 'fan-out', sendId }]);
      } catch (error) {
        // The result is published and acknowledged; only its notification is lost, which the log says.
        request.log.error({ err: error, sendId }, 'push send could not be queued');
      }
    };
    fastify.decorate('push', {
      publicKey,
      notifyAfterAck: (request, notice) => {
        request.resultNotice = notice;
      },
      queueAfterAck,
    } satisfies Push);
  },
  { name: 'push', dependencies: ['db', 'redis'] },
);
