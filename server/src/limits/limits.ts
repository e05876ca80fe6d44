import type { Limit } from './limit-store';
import type { LockoutRule } from './lockout';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every limit of the site, in one place. A window opens at a key's first request and lasts its length
 * (limit-store.ts); a lock starts a new count.
 */

/** Reads of the public API per address a minute (PUBLIC_API_RATE_LIMIT), counted in each instance. */
export const publicApiLimit = (points: number): Limit => ({ name: 'api', points, windowMs: MINUTE_MS });

/** Push calls per address: a visitor following a dozen games one by one, and reloading; far below a script's pace. */
export const pushLimit: Limit = { name: 'push', points: 30, windowMs: MINUTE_MS };

/** Passkey sign-ins an address may begin: each stores a challenge, so as many as a person could use, no more. */
export const passkeyOptionsLimit: Limit = { name: 'passkey-options', points: 30, windowMs: MINUTE_MS };

/**
 * Password (and second-step) attempts, each counted as failed before it is checked:
 * - an account and address pair is locked after 5 failures in 15 minutes, for 15 minutes, then twice that at
 *   each lock, up to a day; the doubling is forgotten a day after the last lock ends;
 * - an address failing across accounts is locked the same way after 50;
 * - an account as a whole allows one attempt every 45 s and 9 more an hour (10 at once): as windows open at
 *   first use, any hour meets at most 81 of the first and two hours' 9 of the second, so at most 99 checks in
 *   any hour, as the token bucket before them (10, refilled one every 40 s) allowed 100. Except from addresses
 *   that signed in to it within 30 days, so a stranger cannot lock the owner out.
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
  accountSteady: { name: 'login-account', points: 1, windowMs: 45 * SECOND_MS },
  accountBurst: { name: 'login-account-burst', points: 9, windowMs: HOUR_MS },
  knownAddressMs: 30 * DAY_MS,
};

/**
 * Wrong second-step codes of an account, from anywhere: locked after 10 within a day of the first, for 15
 * minutes, doubling up to a day. The rule before counted 10 in a row however far apart, each failure keeping the
 * run a day longer; the stores cannot push a window's end back at each failure in the same atomic step that
 * counts it, so the run is a day from its first failure: 9 unlocked guesses in it (18 where two meet), where the
 * run before allowed 9 and then a day's wait.
 */
export const secondStepLimit: LockoutRule = { name: 'second-step', maxFailures: 10, windowMs: DAY_MS, firstLockMs: 15 * MINUTE_MS, maxLockMs: DAY_MS, lockoutMemoryMs: DAY_MS };
