/**
 * Counts failed logins per account and per client IP and blocks either once it fails too often within a
 * window. The interface is async so a shared store (issue 9) can replace the in-memory one.
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
}

/** Fixed windows kept in this process: right for one instance, per instance when there are several. */
export function createMemoryLoginThrottle(
  limits: LoginThrottleLimits = defaultLoginThrottleLimits,
  now: () => number = Date.now,
): LoginThrottle {
  const windows = new Map<string, Window>();

  const failuresOf = (key: string): number => {
    const window = windows.get(key);
    return window && now() - window.startedAt < limits.windowMs ? window.failures : 0;
  };

  const addFailure = (key: string): void => {
    const failures = failuresOf(key);
    const window = failures === 0 ? { startedAt: now(), failures: 0 } : windows.get(key)!;
    window.failures += 1;
    windows.delete(key);
    windows.set(key, window);
    // Map order is insertion order and every write re-inserts, so the first key is the stalest.
    while (windows.size > limits.maxTrackedKeys) windows.delete(windows.keys().next().value!);
  };

  return {
    async isBlocked({ account, ip }) {
      return (
        failuresOf(`account:${account}`) >= limits.maxFailuresPerAccount ||
        failuresOf(`ip:${ip}`) >= limits.maxFailuresPerIp
      );
    },
    async recordFailure({ account, ip }) {
      addFailure(`account:${account}`);
      addFailure(`ip:${ip}`);
    },
    async recordSuccess({ account }) {
      windows.delete(`account:${account}`);
    },
  };
}
