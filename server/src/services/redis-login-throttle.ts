import type Redis from 'ioredis';
import { defaultLoginThrottleLimits, type LoginThrottle, type LoginThrottleLimits } from './login-throttle';

// Counts a failure and, at the limit, locks the key for windowMs x 2^(lockouts - 1), capped; atomic, so
// instances racing on one account cannot lose a count.
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if failures >= tonumber(ARGV[2]) then
  redis.call('DEL', KEYS[1])
  local lockouts = redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  local lockMs = math.min(tonumber(ARGV[1]) * 2 ^ (lockouts - 1), tonumber(ARGV[3]))
  redis.call('SET', KEYS[3], '1', 'PX', math.floor(lockMs))
end
return failures
`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The login throttle shared by every instance through Redis, with the same rules as the in-memory one.
 * While Redis is unreachable each instance falls back to its own memory: the limit then holds per
 * instance instead of site-wide, rather than not at all.
 */
export function createRedisLoginThrottle(
  redis: Redis,
  prefix: string,
  fallback: LoginThrottle,
  onError: (error: unknown) => void,
  limits: LoginThrottleLimits = defaultLoginThrottleLimits,
): LoginThrottle {
  const keysOf = (kind: string, id: string) =>
    [`${prefix}login:${kind}:${id}:failures`, `${prefix}login:${kind}:${id}:lockouts`, `${prefix}login:${kind}:${id}:locked`] as const;
  const record = (kind: string, id: string, max: number) =>
    redis.eval(RECORD_FAILURE, 3, ...keysOf(kind, id), limits.windowMs, max, DAY_MS);
  const withFallback = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch (error) {
      onError(error);
      return local();
    }
  };

  return {
    isBlocked: (keys) =>
      withFallback(
        async () => (await redis.exists(keysOf('account', keys.account)[2], keysOf('ip', keys.ip)[2])) > 0,
        () => fallback.isBlocked(keys),
      ),
    recordFailure: async (keys) => {
      await fallback.recordFailure(keys);
      await withFallback(
        async () => void (await Promise.all([record('account', keys.account, limits.maxFailuresPerAccount), record('ip', keys.ip, limits.maxFailuresPerIp)])),
        async () => undefined,
      );
    },
    recordSuccess: async (keys) => {
      await fallback.recordSuccess(keys);
      await withFallback(async () => void (await redis.del(...keysOf('account', keys.account))), async () => undefined);
    },
  };
}
