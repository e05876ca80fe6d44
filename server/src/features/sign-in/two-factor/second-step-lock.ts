import type Redis from 'ioredis';

/**
 * Holds back guessing an account's second-step codes, wherever they are tried (sign-in, re-authentication)
 * and from however many addresses: after `maxFailures` wrong codes in a row the account's second step locks
 * for `firstLockMs`, then twice as long each time, up to `maxLockMs`; a right code clears it all.
 * A try is counted as wrong before it is checked, like the login throttle's, so parallel guesses cannot
 * slip past the limit; a right code's `clear` takes it back.
 */
export interface SecondStepLock {
  reserve(userId: number): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
  clear(userId: number): Promise<void>;
}

export interface SecondStepLockLimits {
  maxFailures: number;
  firstLockMs: number;
  maxLockMs: number;
  /** The run of failures (and lockouts) is forgotten this long after its last failure or lock. */
  memoryMs: number;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const defaultSecondStepLockLimits: SecondStepLockLimits = {
  maxFailures: 10,
  firstLockMs: 15 * MINUTE_MS,
  maxLockMs: DAY_MS,
  memoryMs: DAY_MS,
};

interface Run {
  failures: number;
  lockedUntil: number;
  lockouts: number;
  /** Last failure or lock end: the run is forgotten `memoryMs` after it. */
  lastAt: number;
}

/** The rule of a reservation, shared by the memory store and (in Lua) the Redis one. */
function reserveIn(stored: Run | undefined, now: number, limits: SecondStepLockLimits): { run: Run; retryAfterMs: number } {
  const run = stored && now - stored.lastAt < limits.memoryMs ? { ...stored } : { failures: 0, lockedUntil: 0, lockouts: 0, lastAt: now };
  if (run.lockedUntil > now) return { run, retryAfterMs: run.lockedUntil - now };
  run.failures += 1;
  run.lastAt = now;
  if (run.failures >= limits.maxFailures) {
    run.lockouts += 1;
    run.failures = 0;
    run.lockedUntil = now + Math.min(limits.firstLockMs * 2 ** (run.lockouts - 1), limits.maxLockMs);
    run.lastAt = run.lockedUntil;
  }
  return { run, retryAfterMs: 0 };
}

/** One instance's lock, in memory; with Redis each instance keeps one too, used while Redis is unreachable. */
export function createMemorySecondStepLock(limits = defaultSecondStepLockLimits, now: () => number = Date.now): SecondStepLock {
  const runs = new Map<number, Run>();
  return {
    async reserve(userId) {
      const at = now();
      const { run, retryAfterMs } = reserveIn(runs.get(userId), at, limits);
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      runs.set(userId, run);
      // Forgotten runs are dropped as they are met; the map holds at most the accounts guessed at within a day.
      for (const [id, other] of runs) if (at - other.lastAt >= limits.memoryMs) runs.delete(id);
      return { allowed: true };
    },
    async clear(userId) {
      runs.delete(userId);
    },
  };
}

// reserveIn in Lua, one step in Redis, so instances racing on an account count every try.
// KEYS[1]: the account's run. ARGV: now, maxFailures, firstLockMs, maxLockMs, memoryMs. Returns retryAfterMs (0: allowed).
const RESERVE = `
local now, maxFailures, firstLockMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local maxLockMs, memoryMs = tonumber(ARGV[4]), tonumber(ARGV[5])
local v = redis.call('HMGET', KEYS[1], 'failures', 'lockedUntil', 'lockouts', 'lastAt')
local failures, lockedUntil, lockouts, lastAt = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or 0, tonumber(v[4]) or now
if now - lastAt >= memoryMs then failures = 0; lockedUntil = 0; lockouts = 0 end
if lockedUntil > now then return lockedUntil - now end
failures = failures + 1
lastAt = now
if failures >= maxFailures then
  lockouts = lockouts + 1
  failures = 0
  lockedUntil = now + math.min(firstLockMs * 2 ^ (lockouts - 1), maxLockMs)
  lastAt = lockedUntil
end
redis.call('HSET', KEYS[1], 'failures', failures, 'lockedUntil', lockedUntil, 'lockouts', lockouts, 'lastAt', lastAt)
redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil(lastAt + memoryMs - now)))
return 0
`;

/** The lock shared by every instance through Redis; this instance's memory answers while Redis is away. */
export function createRedisSecondStepLock(
  redis: Redis,
  prefix: string,
  fallback: SecondStepLock,
  onError: (error: unknown) => void,
  limits = defaultSecondStepLockLimits,
  now: () => number = Date.now,
): SecondStepLock {
  const keyOf = (userId: number) => `${prefix}second-step:${userId}`;
  return {
    async reserve(userId) {
      const local = await fallback.reserve(userId);
      try {
        const retryAfterMs = Number(await redis.eval(RESERVE, 1, keyOf(userId), now(), limits.maxFailures, limits.firstLockMs, limits.maxLockMs, limits.memoryMs));
        return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
      } catch (error) {
        onError(error);
        return local;
      }
    },
    async clear(userId) {
      await fallback.clear(userId);
      await redis.del(keyOf(userId)).catch(onError);
    },
  };
}
