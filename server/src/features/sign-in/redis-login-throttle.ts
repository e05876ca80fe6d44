import type Redis from 'ioredis';
import {
  defaultLoginThrottleLimits,
  throttleIds,
  type LoginReservation,
  type LoginThrottle,
  type LoginThrottleLimits,
} from './login-throttle';

// The rules of createMemoryLoginThrottle, in Lua so that a reservation reads and writes all its keys in
// one step: instances racing on one account cannot both take its last attempt. Times are the callers'
// clock (ARGV[1]) and are stored in the values, so expiry in Redis only clears keys nobody needs.
// KEYS: pair, ip, account bucket, known address. ARGV: now, then the limits in the order of `args` below.
const RULES = `
local now = tonumber(ARGV[1])
local windowMs, maxPair, maxIp = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local maxLockMs, lockoutMemoryMs = tonumber(ARGV[5]), tonumber(ARGV[6])
local burst, refillMs, knownMs = tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9])

local function counterAt(key)
  local v = redis.call('HMGET', key, 'start', 'failures', 'lockedUntil', 'lockouts')
  local c = {
    start = tonumber(v[1]) or now, failures = tonumber(v[2]) or 0,
    lockedUntil = tonumber(v[3]) or 0, lockouts = tonumber(v[4]) or 0,
  }
  if now - c.start >= windowMs then c.start = now; c.failures = 0 end
  if c.lockouts > 0 and now - c.lockedUntil >= lockoutMemoryMs then c.lockouts = 0 end
  return c
end

local function saveCounter(key, c)
  redis.call('HSET', key, 'start', c.start, 'failures', c.failures, 'lockedUntil', c.lockedUntil, 'lockouts', c.lockouts)
  local neededUntil = c.start + windowMs
  if c.lockouts > 0 then neededUntil = math.max(neededUntil, c.lockedUntil + lockoutMemoryMs) end
  redis.call('PEXPIRE', key, math.max(1, math.ceil(neededUntil - now)))
end

local function addFailure(c, max)
  c.failures = c.failures + 1
  if c.failures < max then return 0 end
  c.lockouts = c.lockouts + 1
  c.lockedUntil = now + math.min(windowMs * 2 ^ (c.lockouts - 1), maxLockMs)
  c.start = now
  c.failures = 0
  return 1
end

local function removeFailure(c, locked, max)
  if locked then
    c.lockouts = c.lockouts - 1
    c.lockedUntil = now
    c.failures = max - 1
    c.start = now
  else
    c.failures = math.max(0, c.failures - 1)
  end
end

local function tokensAt()
  local v = redis.call('HMGET', KEYS[3], 'tokens', 'updatedAt')
  if not v[1] then return burst end
  return math.min(burst, tonumber(v[1]) + (now - tonumber(v[2])) / refillMs)
end

local function saveTokens(tokens)
  redis.call('HSET', KEYS[3], 'tokens', tokens, 'updatedAt', now)
  redis.call('PEXPIRE', KEYS[3], math.max(1, math.ceil((burst - tokens) * refillMs)))
end
`;

// Returns {0, retryAfterMs} when refused, else {1, pair locked, ip locked, account charged} as 0 or 1.
const RESERVE = `${RULES}
local pair, ip = counterAt(KEYS[1]), counterAt(KEYS[2])
local known = (tonumber(redis.call('GET', KEYS[4])) or 0) > now
local tokens = tokensAt()
local retryAfterMs = math.max(pair.lockedUntil - now, ip.lockedUntil - now)
if not known then retryAfterMs = math.max(retryAfterMs, math.ceil((1 - tokens) * refillMs)) end
if retryAfterMs > 0 then return {0, retryAfterMs} end
local pairLocked, ipLocked = addFailure(pair, maxPair), addFailure(ip, maxIp)
saveCounter(KEYS[1], pair)
saveCounter(KEYS[2], ip)
if known then return {1, pairLocked, ipLocked, 0} end
saveTokens(tokens - 1)
return {1, pairLocked, ipLocked, 1}
`;

// ARGV[10]: 1 when the password was right, 0 when it was not checked; ARGV[11..13]: what RESERVE returned.
const REFUND = `${RULES}
if ARGV[10] == '1' then
  redis.call('DEL', KEYS[1])
  redis.call('SET', KEYS[4], now + knownMs, 'PX', knownMs)
else
  local pair = counterAt(KEYS[1])
  removeFailure(pair, ARGV[11] == '1', maxPair)
  saveCounter(KEYS[1], pair)
end
local ip = counterAt(KEYS[2])
removeFailure(ip, ARGV[12] == '1', maxIp)
saveCounter(KEYS[2], ip)
if ARGV[13] == '1' then saveTokens(math.min(burst, tokensAt() + 1)) end
return 1
`;

/**
 * The login throttle shared by every instance through Redis, with the same rules as the in-memory one.
 * Each instance also applies every attempt it sees to its own memory and uses that while Redis is
 * unreachable: the limits then hold per instance instead of site-wide, rather than not at all.
 */
export function createRedisLoginThrottle(
  redis: Redis,
  prefix: string,
  fallback: LoginThrottle,
  onError: (error: unknown) => void,
  limits: LoginThrottleLimits = defaultLoginThrottleLimits,
  now: () => number = Date.now,
): LoginThrottle {
  const args = [
    limits.windowMs,
    limits.maxFailuresPerPair,
    limits.maxFailuresPerIp,
    limits.maxLockMs,
    limits.lockoutMemoryMs,
    limits.accountBurst,
    limits.accountRefillMs,
    limits.knownAddressMs,
  ];
  const keysOf = (ids: ReturnType<typeof throttleIds>) => [
    `${prefix}login:pair:${ids.pair}`,
    `${prefix}login:ip:${ids.ip}`,
    `${prefix}login:account:${ids.account}`,
    `${prefix}login:known:${ids.pair}`,
  ];

  return {
    async reserve(keys) {
      const local = await fallback.reserve(keys);
      const redisKeys = keysOf(throttleIds(keys));
      let answer: number[];
      try {
        answer = (await redis.eval(RESERVE, 4, ...redisKeys, now(), ...args)) as number[];
      } catch (error) {
        onError(error);
        return local;
      }
      const [allowed, ...details] = answer;
      if (!allowed) {
        // Not checked after all: the local copy must not count it either.
        if (local.allowed) await local.refund('not-checked');
        return { allowed: false, retryAfterMs: details[0]! };
      }
      return {
        allowed: true,
        async refund(outcome) {
          if (local.allowed) await local.refund(outcome);
          const signedIn = outcome === 'signed-in' ? 1 : 0;
          await redis.eval(REFUND, 4, ...redisKeys, now(), ...args, signedIn, ...details).catch(onError);
        },
      } satisfies LoginReservation;
    },
  };
}
