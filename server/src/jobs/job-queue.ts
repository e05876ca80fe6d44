import { createMemoryJobQueue } from './memory-job-queue';
import { createRedisJobQueue, type RedisQueueSettings } from './redis-job-queue';

/** Where work waits off the request path: Redis (shared by every instance) or this process's memory. */
export interface JobQueue<J> {
  /** Queues `jobs`, to run no sooner than `delayMs` from now when given. */
  add(jobs: J[], options?: { delayMs?: number }): Promise<void>;
  /** Stops taking jobs and waits for the ones running. */
  close(): Promise<void>;
  /** Jobs waiting, delayed or running (in Redis: of every instance). */
  depth(): Promise<number>;
}

/** What a queue runs, and how. */
export interface JobHandler<J> {
  /** The queue's name (a Redis key part): one per kind of work. */
  name: string;
  /** A stable id: the same job queued twice runs once. */
  idOf(job: J): string;
  /** Jobs running at once per instance. */
  concurrency: number;
  /** Runs a job (`attempt` counts from 1); a throw asks for a retry by the retry rule. */
  run(job: J, attempt: number): Promise<void>;
  /** Called when a job failed its last attempt. */
  failed(job: J, error: unknown): void;
}

/** A queue the operator watches (metrics): its depth, and the jobs of this instance that failed for good. */
export interface WatchedQueue {
  name: string;
  depth(): Promise<number>;
  failures(): number;
}

/**
 * The queue of a kind of work: on Redis when set, so each job runs on exactly one instance; else in process.
 * `watch` receives it to be watched.
 */
export function createJobQueue<J>(handler: JobHandler<J>, redis: RedisQueueSettings | null, watch?: (queue: WatchedQueue) => void): JobQueue<J> {
  let failures = 0;
  const counted: JobHandler<J> = {
    ...handler,
    failed: (job, error) => {
      failures += 1;
      handler.failed(job, error);
    },
  };
  const queue = redis ? createRedisJobQueue(redis, counted) : createMemoryJobQueue(counted);
  watch?.({ name: handler.name, depth: () => queue.depth(), failures: () => failures });
  return queue;
}
