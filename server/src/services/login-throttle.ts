/**
 * Counts failed logins per account and per client IP and blocks either once it fails too often within a
 * window, for longer each time. The interface is async so a shared store (issue 9) can replace the in-memory one.
 */
export interface LoginThrottle {
  isBlocked(keys: LoginThrottleKeys): Promise<boolean>;
  recordFailure(keys: LoginThrottleKeys): Promise<void>;
  /** A successful login clears the account's failures; the IP's stay, so spraying is still seen. */
  recordSuccess(keys: LoginThrottleKeys): Promise<void>;
}

export interface LoginThrottleKeys {
  /** The lower-cased user name as typed, whether or not such a user exists. */
  account: string;
  ip: string;
}

export interface LoginThrottleLimits {
  windowMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  /** Bounds memory when someone sprays many names; the oldest windows are dropped first. */
  maxTrackedKeys: number;
}

export const defaultLoginThrottleLimits: LoginThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 50,
  maxTrackedKeys: 50000,
};

interface Window {
  startedAt: number;
  failures: number;
  /** Blocked until then; each lockout of the same key lasts twice as long as the one before. */
  lockedUntil: number;
  lockouts: number;
}

// However often a key is locked out, it may try again after a day at the latest.
const MAX_LOCKOUT_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed windows kept in this process: right for one instance, per instance when there are several. A key
 * reaching its limit within a window is locked out for the window's length, then twice that, and so on,
 * so a patient attacker gets ever fewer guesses (the default: at most 15 an hour for an account).
 */
export function createMemoryLoginThrottle(
  limits: LoginThrottleLimits = defaultLoginThrottleLimits,
  now: () => number = Date.now,
): LoginThrottle {
  const windows = new Map<string, Window>();

  const isLocked = (key: string): boolean => (windows.get(key)?.lockedUntil ?? 0) > now();

  const addFailure = (key: string, maxFailures: number): void => {
    const window = windows.get(key) ?? { startedAt: now(), failures: 0, lockedUntil: 0, lockouts: 0 };
    if (now() - window.startedAt >= limits.windowMs) Object.assign(window, { startedAt: now(), failures: 0 });
    window.failures += 1;
    if (window.failures >= maxFailures) {
      window.lockedUntil = now() + Math.min(limits.windowMs * 2 ** window.lockouts, MAX_LOCKOUT_MS);
      Object.assign(window, { lockouts: window.lockouts + 1, startedAt: now(), failures: 0 });
    }
    windows.delete(key);
    windows.set(key, window);
    // Map order is insertion order and every write re-inserts, so the first key is the stalest.
    while (windows.size > limits.maxTrackedKeys) windows.delete(windows.keys().next().value!);
  };

  return {
    async isBlocked({ account, ip }) {
      return isLocked(`account:${account}`) || isLocked(`ip:${ip}`);
    },
    async recordFailure({ account, ip }) {
      addFailure(`account:${account}`, limits.maxFailuresPerAccount);
      addFailure(`ip:${ip}`, limits.maxFailuresPerIp);
    },
    async recordSuccess({ account }) {
      windows.delete(`account:${account}`);
    },
  };
}
