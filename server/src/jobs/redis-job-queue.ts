import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type { JobHandler, JobQueue } from './job-queue';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-rule';

export interface RedisQueueSettings {
  url: string;
  prefix: string;
  warn: (error: unknown) => void;
}

// Finished jobs are kept this long so a job queued again meanwhile (same id) is not run twice, then dropped.
const KEEP_FINISHED = { age: 24 * 60 * 60, count: 10_000 };

/**
 * The queue shared by every instance (REDIS_URL): BullMQ hands each job to exactly one worker, and retries
 * it by the same rule as the in-process queue.
 */
export function createRedisJobQueue<J>(settings: RedisQueueSettings, handler: JobHandler<J>): JobQueue<J> {
  // Connections of their own. Adding fails at once while Redis is away (the write is acknowledged already;
  // waiting would only pile up work); the worker's waits out a reconnection, as BullMQ requires.
  const connections = [
    new Redis(settings.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
    new Redis(settings.url, { maxRetriesPerRequest: null }),
  ] as const;
  const prefix = `${settings.prefix}bull`;
  const queue = new Queue<J>(handler.name, { connection: connections[0], prefix });
  const worker = new Worker<J>(handler.name, (job) => handler.run(job.data, job.attemptsMade + 1), {
    connection: connections[1],
    prefix,
    concurrency: handler.concurrency,
    settings: { backoffStrategy: (attemptsMade, _type, error) => retryDelayMs(attemptsMade, error) },
  });
  worker.on('failed', (job, error) => {
    if (job && job.attemptsMade >= MAX_ATTEMPTS) handler.failed(job.data, error);
  });
  // A lost connection is retried by ioredis: logged, it must not end the process.
  worker.on('error', settings.warn);
  queue.on('error', settings.warn);
  for (const connection of connections) connection.on('error', settings.warn);

  const options = {
    attempts: MAX_ATTEMPTS,
    backoff: { type: 'custom' },
    removeOnComplete: KEEP_FINISHED,
    removeOnFail: KEEP_FINISHED,
  };
  return {
    async add(jobs, { delayMs = 0 } = {}) {
      if (jobs.length === 0) return;
      const opts = { ...options, ...(delayMs > 0 && { delay: delayMs }) };
      // BullMQ's types want the job's name and data as its own generic types; the data is J.
      await queue.addBulk(jobs.map((data) => ({ name: handler.name, data, opts: { ...opts, jobId: handler.idOf(data) } })) as never);
    },
    async depth() {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    },
    async close() {
      await worker.close();
      await queue.close();
      for (const connection of connections) connection.disconnect();
    },
  };
}
