import { createCounter, createMark, type LimitStore } from './limit-store';

/** Failures that lock a key, for longer at each lock. */
export interface LockoutRule {
  name: string;
  /** The failure reaching this many in a window locks the key (it is still let through: the lock is for the next). */
  maxFailures: number;
  /** Opened by a key's first failure (after its last lock, if any). */
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Each lock lasts twice the one before, until the key has had no lock for this long after the last one ended. */
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
 * The lock rule every sign-in limit shares: a key is locked after `maxFailures` failures in a window, for
 * `firstLockMs`, then twice that at each lock, up to `maxLockMs`. A lock's end (on the app's clock) also names
 * the count of the failures after it, so a lock starts a new count, and failures racing the one that locks
 * are counted past the limit of the old one and refused. A lock's mark is kept as long as the doubling
 * remembers it, and at least a window: when it goes, so does any count of the failures before it.
 */
export function createLockout(store: LimitStore, rule: LockoutRule): Lockout {
  const failures = createCounter(store, { name: `${rule.name}-failures`, points: rule.maxFailures, windowMs: rule.windowMs });
  const lockedUntil = createMark(store, `${rule.name}-lock`);
  // How many locks in a row the last one was.
  const lockouts = createMark(store, `${rule.name}-lockouts`);
  const lockLength = (lockout: number) => Math.min(rule.firstLockMs * 2 ** (lockout - 1), rule.maxLockMs);
  const countOf = (key: string, lastLockEnd: number) => `${key}:${lastLockEnd}`;
  const keptAfter = (until: number) => Math.max(until - store.now(), 0) + Math.max(rule.lockoutMemoryMs, rule.windowMs);
  /** Locks in a row before the next one: none once the last ended `lockoutMemoryMs` ago. */
  const locksBefore = async (key: string, lastLockEnd: number) =>
    lastLockEnd > 0 && store.now() - lastLockEnd < rule.lockoutMemoryMs ? await lockouts.get(key) : 0;
  const setMarks = async (key: string, until: number, lockout: number) => {
    if (until === 0) {
      await Promise.all([lockedUntil.clear(key), lockouts.clear(key)]);
      return;
    }
    // The count first: whoever sees the lock may read it.
    await lockouts.set(key, lockout, keptAfter(until));
    await lockedUntil.set(key, until, keptAfter(until));
  };

  return {
    async strike(key) {
      const lastLockEnd = await lockedUntil.get(key);
      const now = store.now();
      if (lastLockEnd > now) return { allowed: false, retryAfterMs: lastLockEnd - now };
      const failure = await failures.take(countOf(key, lastLockEnd));
      if (failure.taken < rule.maxFailures) return { allowed: true, takeBack: failure.giveBack };
      const before = await locksBefore(key, lastLockEnd);
      if (failure.taken > rule.maxFailures) {
        // Another failure has reached the limit and is setting the lock. Not counted, so that if that one is
        // taken back, the next failure locks again.
        await failure.giveBack();
        return { allowed: false, retryAfterMs: lockLength(before + 1) };
      }
      await setMarks(key, store.now() + lockLength(before + 1), before + 1);
      return {
        allowed: true,
        async takeBack() {
          // The old count back below its limit before the lock that ended it is lifted.
          await failure.giveBack();
          await setMarks(key, lastLockEnd, before);
        },
      };
    },
    async clear(key) {
      const lastLockEnd = await lockedUntil.get(key);
      // Without a lock's mark, failures count under 0: that count may be older than the mark.
      await Promise.all([failures.clear(countOf(key, lastLockEnd)), failures.clear(countOf(key, 0))]);
      await setMarks(key, 0, 0);
    },
  };
}
