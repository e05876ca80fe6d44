/** The one retry rule of jobs that call another service, for the Redis queue and the in-process one alike. */

/** Tries of one job, the first included: the last retry comes about 15 s after the first try. */
export const MAX_ATTEMPTS = 5;

const FIRST_RETRY_DELAY_MS = 1_000;
// A service asking for a longer wait than this is treated as down for now: the job fails and says so.
const MAX_ASKED_DELAY_MS = 5 * 60_000;

/**
 * A failure worth trying again: the service was unreachable, overloaded (429) or broken (5xx). `retryAfterMs`
 * is the wait the service asked for (Telegram's `retry_after`), which replaces the backoff.
 */
export class TransientError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** Exponential backoff (1, 2, 4, 8 s after tries 1 to 4), or the wait the service asked for. */
export function retryDelayMs(attemptsMade: number, error?: unknown): number {
  if (error instanceof TransientError && error.retryAfterMs !== null) return Math.min(error.retryAfterMs, MAX_ASKED_DELAY_MS);
  return FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attemptsMade - 1);
}

/** Whether a service's HTTP answer is worth a retry. */
export const isTransientStatus = (status: number): boolean => status === 429 || status >= 500;
