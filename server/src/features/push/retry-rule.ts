/** The one retry rule of deliveries, for the Redis queue and the in-process one alike. */

/** Tries of one delivery, the first included: the last retry comes about 15 s after the first try. */
export const MAX_DELIVERY_ATTEMPTS = 5;

const FIRST_RETRY_DELAY_MS = 1_000;

/** Exponential backoff: 1, 2, 4, 8 s after tries 1 to 4. */
export function retryDelayMs(attemptsMade: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attemptsMade - 1);
}

/** A failure worth trying again: the push service was unreachable, overloaded (429) or broken (5xx). */
export class TransientPushError extends Error {}

/** Whether a push service's answer is worth a retry. */
export const isTransientStatus = (status: number): boolean => status === 429 || status >= 500;

/** Whether the subscription is gone for good and is to be deleted. */
export const isGoneStatus = (status: number): boolean => status === 404 || status === 410;
