import type { JobHandler, JobQueue } from './job-queue';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-rule';

/**
 * The queue of a single instance (no REDIS_URL): jobs run in this process, a few at a time, with the same
 * retries as the Redis queue. Jobs still waiting when the server closes are dropped.
 */
export function createMemoryJobQueue<J>(handler: JobHandler<J>): JobQueue<J> {
  const known = new Set<string>();
  const waiting: { job: J; attempt: number }[] = [];
  // Retries waiting for their backoff, and jobs added with a delay.
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const settle = (job: J, attempt: number, error: unknown) => {
    if (closed) return;
    if (attempt >= MAX_ATTEMPTS) {
      known.delete(handler.idOf(job));
      handler.failed(job, error);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      waiting.push({ job, attempt: attempt + 1 });
      pump();
    }, retryDelayMs(attempt, error));
    timers.add(timer);
  };

  const pump = () => {
    while (!closed && running.size < handler.concurrency && waiting.length > 0) {
      const { job, attempt } = waiting.shift()!;
      const task = handler.run(job, attempt).then(
        () => void known.delete(handler.idOf(job)),
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
    async add(jobs, { delayMs = 0 } = {}) {
      const fresh = jobs.filter((job) => !closed && !known.has(handler.idOf(job)));
      // The same job queued twice runs once, as with the Redis queue's job ids.
      for (const job of fresh) known.add(handler.idOf(job));
      const start = () => {
        waiting.push(...fresh.map((job) => ({ job, attempt: 1 })));
        pump();
      };
      if (delayMs <= 0) return start();
      const timer = setTimeout(() => {
        timers.delete(timer);
        start();
      }, delayMs);
      timers.add(timer);
    },
    async depth() {
      return waiting.length + running.size + timers.size;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
