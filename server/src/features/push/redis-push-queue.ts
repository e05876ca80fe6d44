import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { jobIdOf, type PushJob } from './push-jobs';
import { PUSH_CONCURRENCY, type PushJobFailed, type PushJobRunner, type PushQueue } from './push-queue';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-rule';

const QUEUE_NAME = 'push';
// Finished jobs are kept this long so a job queued again meanwhile (same id) is not run twice, then dropped.
const KEEP_FINISHED = { age: 24 * 60 * 60, count: 10_000 };

/**
 * The queue shared by every instance (REDIS_URL): BullMQ hands each job to exactly one worker, and retries
 * it by the same rule as the in-process queue.
 */
export function createRedisPushQueue(
  settings: { url: string; prefix: string; warn: (error: unknown) => void },
  run: PushJobRunner,
  failed: PushJobFailed,
): PushQueue {
  // Connections of their own. Adding fails at once while Redis is away (the write is acknowledged already;
  // waiting would only pile up sends); the worker's waits out a reconnection, as BullMQ requires.
  const connections = [
    new Redis(settings.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
    new Redis(settings.url, { maxRetriesPerRequest: null }),
  ] as const;
  const prefix = `${settings.prefix}bull`;
  const queue = new Queue<PushJob>(QUEUE_NAME, { connection: connections[0], prefix });
  const worker = new Worker<PushJob>(QUEUE_NAME, (job) => run(job.data, job.attemptsMade + 1), {
    connection: connections[1],
    prefix,
    concurrency: PUSH_CONCURRENCY,
    settings: { backoffStrategy: (attemptsMade) => retryDelayMs(attemptsMade) },
  });
  worker.on('failed', (job, error) => {
    if (job && job.attemptsMade >= MAX_DELIVERY_ATTEMPTS) failed(job.data, error);
  });
  // A lost connection is retried by ioredis: logged, it must not end the process.
  worker.on('error', settings.warn);
  queue.on('error', settings.warn);
  for (const connection of connections) connection.on('error', settings.warn);

  const options = {
    attempts: MAX_DELIVERY_ATTEMPTS,
    backoff: { type: 'custom' },
    removeOnComplete: KEEP_FINISHED,
    removeOnFail: KEEP_FINISHED,
  };
  return {
    async add(jobs) {
      if (jobs.length === 0) return;
      await queue.addBulk(jobs.map((data) => ({ name: data.kind, data, opts: { ...options, jobId: jobIdOf(data) } })));
    },
    async close() {
      await worker.close();
      await queue.close();
      for (const connection of connections) connection.disconnect();
    },
  };
}
