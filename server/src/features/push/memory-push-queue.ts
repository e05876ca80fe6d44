import { jobIdOf, type PushJob } from './push-jobs';
import { PUSH_CONCURRENCY, type PushJobFailed, type PushJobRunner, type PushQueue } from './push-queue';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-rule';

/**
 * The queue of a single instance (no REDIS_URL): jobs run in this process, a few at a time, with the same
 * retries as the Redis queue. Jobs still waiting when the server closes are dropped.
 */
export function createMemoryPushQueue(run: PushJobRunner, failed: PushJobFailed): PushQueue {
  const known = new Set<string>();
  const waiting: { job: PushJob; attempt: number }[] = [];
  const retries = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const settle = (job: PushJob, attempt: number, error: unknown) => {
    if (closed) return;
    if (attempt >= MAX_DELIVERY_ATTEMPTS) {
      known.delete(jobIdOf(job));
      failed(job, error);
      return;
    }
    const timer = setTimeout(() => {
      retries.delete(timer);
      waiting.push({ job, attempt: attempt + 1 });
      pump();
    }, retryDelayMs(attempt));
    retries.add(timer);
  };

  const pump = () => {
    while (!closed && running.size < PUSH_CONCURRENCY && waiting.length > 0) {
      const { job, attempt } = waiting.shift()!;
      const task = run(job, attempt).then(
        () => void known.delete(jobIdOf(job)),
        (error: unknown) => settle(job, attempt, error),
      );
      running.add(task);
      void task.finally(() => {
        running.delete(task);
        pump();
      });
    }
  };

  return {
    async add(jobs) {
      for (const job of jobs) {
        // The same job queued twice runs once, as with the Redis queue's job ids.
        if (closed || known.has(jobIdOf(job))) continue;
        known.add(jobIdOf(job));
        waiting.push({ job, attempt: 1 });
      }
      pump();
    },
    async close() {
      closed = true;
      for (const timer of retries) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
