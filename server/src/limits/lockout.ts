import { createCounter, createMark, type LimitStore } from './limit-store';

/** Failures that lock a key, for longer at each lock. */
export interface LockoutRule {
  name: string;
  /** The failure reaching this many in a window locks the key (it is still let through: the lock is for the next). */
  maxFailures: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Locks are counted in windows this long: each one in a window locks twice as long as the one before. */
  lockoutMemoryMs: number;
}

export type Strike =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** Takes the failure back, and the lock it set, if it set one. */
      takeBack(): Promise<void>;
    };

export interface Lockout {
  /** Counts a failure; refused while locked. */
  strike(key: string): Promise<Strike>;
  /** Forgets the key's failures and locks. */
  clear(key: string): Promise<void>;
}

/**
 * The lock rule every sign-in limit shares, on the store's counters: a key is locked after `maxFailures`
 * failures in a window, for `firstLockMs`, then twice that at each lock, up to `maxLockMs`. Failures are
 * counted per lock (the key of a count names how many locks came before it), so a lock ending starts a new
 * count, and failures racing the one that locks are refused, not counted into the next.
 */
export function createLockout(store: LimitStore, rule: LockoutRule): Lockout {
  const failures = createCounter(store, { name: `${rule.name}-failures`, points: rule.maxFailures, windowMs: rule.windowMs });
  const lockouts = createCounter(store, { name: `${rule.name}-lockouts`, points: Number.MAX_SAFE_INTEGER, windowMs: rule.lockoutMemoryMs });
  const locks = createMark(store, `${rule.name}-lock`, rule.maxLockMs);
  const lockLength = (lockout: number) => Math.min(rule.firstLockMs * 2 ** (lockout - 1), rule.maxLockMs);
  const lockedFor = async (key: string) => Math.max(0, (await locks.until(key)) - store.now());

  return {
    async strike(key) {
      const [left, before] = await Promise.all([lockedFor(key), lockouts.peek(key)]);
      if (left > 0) return { allowed: false, retryAfterMs: left };
      const failure = await failures.take(`${key}:${before}`);
      if (!failure.allowed) {
        // Past the limit: another failure has reached it and is setting the lock. Not counted, so that if that
        // one is taken back, the next failure locks again.
        await failure.giveBack();
        return { allowed: false, retryAfterMs: Math.max(await lockedFor(key), lockLength(before + 1)) };
      }
      if (failure.taken < rule.maxFailures) return { allowed: true, takeBack: failure.giveBack };
      const lockout = await lockouts.take(key);
      await locks.set(key, store.now() + lockLength(lockout.taken));
      return {
        allowed: true,
        async takeBack() {
          await locks.clear(key);
          await lockout.giveBack();
          await failure.giveBack();
        },
      };
    },
    async clear(key) {
      await locks.clear(key);
      const before = await lockouts.peek(key);
      // Every count of the window, as the next one starts again from the first.
      await Promise.all(Array.from({ length: before + 1 }, (_, lockout) => failures.clear(`${key}:${lockout}`)));
      await lockouts.clear(key);
    },
  };
}
