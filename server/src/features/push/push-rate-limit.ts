import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { clientAddressKey } from '../../http/client-address';

/** Requests one client address may make to the public push routes per window. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  take(address: string): Promise<RateDecision>;
}

// Enough for a visitor following a dozen games one by one, and reloading; far below a script's pace.
export const pushRateLimit: RateLimit = { limit: 30, windowMs: 60_000 };
// Bounds memory when many addresses come at once; the oldest windows are dropped first.
const MAX_TRACKED_ADDRESSES = 50_000;

// A hash, so no address is kept in the clear (in Redis or in memory).
const idOf = (address: string): string => createHash('sha256').update(`push\n${clientAddressKey(address)}`).digest('base64url').slice(0, 22);

/** Fixed windows per address, in this process. */
export function createMemoryRateLimiter({ limit, windowMs }: RateLimit, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async take(address) {
      const id = idOf(address);
      const at = now();
      let window = windows.get(id);
      if (!window || at - window.start >= windowMs) {
        windows.delete(id);
        if (windows.size >= MAX_TRACKED_ADDRESSES) windows.delete(windows.keys().next().value!);
        window = { start: at, count: 0 };
        windows.set(id, window);
      }
      window.count += 1;
      return window.count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: window.start + windowMs - at };
    },
  };
}

/** The same windows in Redis, shared by every instance; this instance's own while Redis is away. */
export function createRedisRateLimiter(
  redis: { client: Redis; prefix: string; warn(what: string, error: unknown): void },
  { limit, windowMs }: RateLimit,
  fallback: RateLimiter,
): RateLimiter {
  return {
    async take(address) {
      const key = `${redis.prefix}push-limit:${idOf(address)}`;
      try {
        // The window starts with the first request (SET NX PX); later ones only count in it.
        const replies = await redis.client.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
        const count = Number(replies?.[1]?.[1]);
        const ttl = Number(replies?.[2]?.[1]);
        return count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(ttl, 0) };
      } catch (error) {
        redis.warn('push rate limit', error);
        return fallback.take(address);
      }
    },
  };
}
