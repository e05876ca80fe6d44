import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { payloadOf, sendPush, type PushSigner } from './deliver';
import { deleteSubscription, findFollowerPage, findSubscription } from './subscription-queries';
import { findSend, updateSendCount } from './send-queries';
import { findIsCurrentResult } from '../results';
import { MAX_ATTEMPTS, TransientError } from '../../jobs/retry-rule';

/**
 * The work of a send: one `fan-out` per result lists its game's followers, one `deliver` per follower
 * sends to it. Each has a stable id, so a queue that sees the same job twice runs it once.
 */
export type PushJob = { kind: 'fan-out'; sendId: string } | { kind: 'deliver'; sendId: string; subscriptionId: string };

export const jobIdOf = (job: PushJob): string =>
  job.kind === 'fan-out' ? `fan-out-${job.sendId}` : `deliver-${job.sendId}-${job.subscriptionId}`;

export interface PushJobContext {
  db: Kysely<Database>;
  signer: PushSigner;
  now: () => Date;
  /** Queues more jobs (the fan-out's deliveries). */
  enqueue: (jobs: PushJob[]) => Promise<void>;
}

// Followers are listed and queued a page at a time, so a popular game never holds them all in memory.
const FOLLOWER_PAGE_SIZE = 500;

async function fanOut(context: PushJobContext, sendId: string): Promise<void> {
  const { db } = context;
  const send = await findSend(db, sendId);
  if (!send) return;
  let after = '';
  for (;;) {
    const page = await findFollowerPage(db, send.gid, after, FOLLOWER_PAGE_SIZE);
    if (page.length === 0) break;
    await context.enqueue(page.map((subscriptionId) => ({ kind: 'deliver', sendId, subscriptionId })));
    after = page.at(-1)!;
  }
  // Nobody to send to: the send is over as soon as it is looked at.
  if (after === '') await updateSendCount(db, sendId, null, context.now().toISOString());
}

async function deliver(context: PushJobContext, sendId: string, subscriptionId: string, attempt: number): Promise<void> {
  const { db } = context;
  const [send, subscription] = await Promise.all([findSend(db, sendId), findSubscription(db, subscriptionId)]);
  // Unsubscribed meanwhile, or the result changed again since (a newer send carries the new value): skipped.
  if (!send || !subscription || !(await findIsCurrentResult(db, { gid: send.gid, drawDate: send.draw_date, result: send.result, changedAt: send.result_changed_at }))) return;
  let outcome: 'sent' | 'failed' | 'removed';
  try {
    const answer = await sendPush(subscription, payloadOf(send, subscription), context.signer);
    if (answer === 'gone') await deleteSubscription(db, subscriptionId);
    outcome = answer === 'gone' ? 'removed' : answer;
  } catch (error) {
    if (!(error instanceof TransientError) || attempt < MAX_ATTEMPTS) throw error;
    outcome = 'failed';
  }
  await updateSendCount(db, sendId, outcome, context.now().toISOString());
}

/**
 * Runs one job; `attempt` counts from 1. Throws to have the job retried by the queue's backoff rule; on
 * the last attempt a transient failure is counted as failed instead.
 */
export async function runPushJob(context: PushJobContext, job: PushJob, attempt: number): Promise<void> {
  if (job.kind === 'fan-out') await fanOut(context, job.sendId);
  else await deliver(context, job.sendId, job.subscriptionId, attempt);
}
