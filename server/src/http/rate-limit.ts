import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { clientAddressKey } from './client-address';

/** Requests one client address may make in a window. */
export interface RateLimit {
  /** What the limit is of, in keys and in the RateLimit headers' policy name. */
  name: string;
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Where an address stands after one more request: whether it is allowed, and what is left of the window. */
export interface RateCount {
  allowed: boolean;
  remaining: number;
  /** Until the window ends. */
  resetMs: number;
}

export interface RateLimiter {
  take(address: string): Promise<RateDecision>;
}

/** Counted in this process, at once: for the answers sent from memory, which must not wait. */
export interface MemoryRateLimiter extends RateLimiter {
  /**
   * `connection`, when given, is what the address came over: its hashed id is kept with it, so the many
   * requests of a kept-alive connection are hashed once (a proxy's connection carries several addresses).
   */
  count(address: string, connection?: object): RateCount;
}

// Bounds memory when many addresses come at once; the oldest windows are dropped first.
const MAX_TRACKED_ADDRESSES = 50_000;

// A hash, so no address is kept in the clear (in Redis or in memory).
const idOf = (name: string, address: string): string => createHash('sha256').update(`${name}\n${clientAddressKey(address)}`).digest('base64url').slice(0, 22);

/** Fixed windows per address, in this process. */
export function createMemoryRateLimiter({ name, limit, windowMs }: RateLimit, now: () => number): MemoryRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const ids = new WeakMap<object, { address: string; id: string }>();
  const idFor = (address: string, connection: object | undefined): string => {
    if (connection === undefined) return idOf(name, address);
    let known = ids.get(connection);
    if (known?.address !== address) ids.set(connection, (known = { address, id: idOf(name, address) }));
    return known.id;
  };
  const count = (address: string, connection?: object): RateCount => {
    const id = idFor(address, connection);
    const at = now();
    let window = windows.get(id);
    if (!window || at - window.start >= windowMs) {
      windows.delete(id);
      if (windows.size >= MAX_TRACKED_ADDRESSES) windows.delete(windows.keys().next().value!);
      window = { start: at, count: 0 };
      windows.set(id, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, remaining: Math.max(limit - window.count, 0), resetMs: window.start + windowMs - at };
  };
  return {
    count,
    async take(address) {
      const counted = count(address);
      return counted.allowed ? { allowed: true } : { allowed: false, retryAfterMs: counted.resetMs };
    },
  };
}

/** The same windows in Redis, shared by every instance; this instance's own while Redis is away. */
export function createRedisRateLimiter(
  redis: { client: Redis; prefix: string; warn(what: string, error: unknown): void },
  { name, limit, windowMs }: RateLimit,
  fallback: RateLimiter,
): RateLimiter {
  return {
    async take(address) {
      const key = `${redis.prefix}${name}-limit:${idOf(name, address)}`;
      try {
        // The window starts with the first request (SET NX PX); later ones only count in it.
        const replies = await redis.client.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
        const count = Number(replies?.[1]?.[1]);
        const ttl = Number(replies?.[2]?.[1]);
        return count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(ttl, 0) };
      } catch (error) {
        redis.warn(`${name} rate limit`, error);
        return fallback.take(address);
      }
    },
  };
}
