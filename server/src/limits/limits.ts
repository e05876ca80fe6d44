import type { Limit } from './limit-store';
import type { LockoutRule } from './lockout';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Every limit of the site, in one place. */

/** Reads of the public API per address a minute (PUBLIC_API_RATE_LIMIT), counted in each instance. */
export const publicApiLimit = (points: number): Limit => ({ name: 'api', points, windowMs: MINUTE_MS });

/** Push calls per address: a visitor following a dozen games one by one, and reloading; far below a script's pace. */
export const pushLimit: Limit = { name: 'push', points: 30, windowMs: MINUTE_MS };

/** Passkey sign-ins an address may begin: each stores a challenge, so as many as a person could use, no more. */
export const passkeyOptionsLimit: Limit = { name: 'passkey-options', points: 30, windowMs: MINUTE_MS };

/**
 * Password (and second-step) attempts, each counted as failed before it is checked:
 * - an account and address pair is locked after 5 failures in 15 minutes, for 15 minutes, then twice
 *   that at each lock in a day, up to a day;
 * - an address failing across accounts is locked the same way after 50;
 * - an account as a whole allows one attempt every 40 s and a burst of 9 more an hour (at most about 100
 *   checks an hour), except from addresses that signed in to it within 24 days (the longest a store keeps a mark), so a stranger cannot lock
 *   the owner out.
 */
export interface LoginLimits {
  pair: LockoutRule;
  ip: LockoutRule;
  accountSteady: Limit;
  accountBurst: Limit;
  knownAddressMs: number;
}

const loginLockout = { windowMs: 15 * MINUTE_MS, firstLockMs: 15 * MINUTE_MS, maxLockMs: DAY_MS, lockoutMemoryMs: DAY_MS };

export const loginLimits: LoginLimits = {
  pair: { name: 'login-pair', maxFailures: 5, ...loginLockout },
  ip: { name: 'login-ip', maxFailures: 50, ...loginLockout },
  accountSteady: { name: 'login-account', points: 1, windowMs: 40 * SECOND_MS },
  accountBurst: { name: 'login-account-burst', points: 9, windowMs: HOUR_MS },
  knownAddressMs: 24 * DAY_MS,
};

/** Wrong second-step codes of an account, from anywhere: locked after 10 in a day, for 15 minutes, doubling. */
export const secondStepLimit: LockoutRule = { name: 'second-step', maxFailures: 10, windowMs: DAY_MS, firstLockMs: 15 * MINUTE_MS, maxLockMs: DAY_MS, lockoutMemoryMs: DAY_MS };
