import type { PushJob } from './push-jobs';

/** Where sends wait off the request path: Redis (shared by every instance) or this process's memory. */
export interface PushQueue {
  add(jobs: PushJob[]): Promise<void>;
  /** Stops taking jobs and waits for the ones running. */
  close(): Promise<void>;
}

/** Runs a job (`attempt` counts from 1); a throw asks for a retry by the retry rule. */
export type PushJobRunner = (job: PushJob, attempt: number) => Promise<void>;

/** Called when a job failed its last attempt, or failed in a way no retry mends. */
export type PushJobFailed = (job: PushJob, error: unknown) => void;

/** Deliveries running at once per instance: enough to keep push services busy, few enough for the database pool. */
export const PUSH_CONCURRENCY = 8;
