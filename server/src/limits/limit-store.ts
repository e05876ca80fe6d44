import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientAddressKey } from '../http/client-address';

/**
 * Where every limit keeps its counts: rate-limiter-flexible's memory store, or Redis shared by every
 * instance with this instance's memory as its insurance while Redis is away (the limits then hold per
 * instance instead of site-wide, rather than not at all). Time is the app's clock: windows are numbered by
 * it and locks end by it, so limits move with the clock as everything else the app decides by time does;
 * the stores' own expiry only clears keys nobody needs any more.
 */
export interface LimitStore {
  now(): number;
  /** A store of counts under `name`, each kept `seconds` after it begins. */
  limiter(name: string, seconds: number): RateLimiterAbstract;
}

export interface LimitStoreOptions {
  /** Shared by every instance; null for this process alone. */
  redis: { client: Redis; prefix: string } | null;
  now: () => number;
}

// Counts are compared with their limits here, never refused by the store, which only counts.
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export function createLimitStore({ redis, now }: LimitStoreOptions): LimitStore {
  return {
    now,
    limiter(name, seconds) {
      const options = { keyPrefix: name, points: UNLIMITED, duration: Math.max(1, Math.ceil(seconds)) };
      const memory = new RateLimiterMemory(options);
      if (redis === null) return memory;
      return new RateLimiterRedis({
        ...options,
        keyPrefix: `${redis.prefix}${name}`,
        // The app's client fails a command at once while disconnected (no offline queue): the insurance answers.
        storeClient: redis.client,
        insuranceLimiter: memory,
      });
    },
  };
}

/** A key naming `parts` by a hash, so no address or name is kept in the clear (in Redis or in memory). */
export const hashedKey = (...parts: string[]): string => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 22);

/** The key of a client address, counted as the site counts clients (an IPv6 /64 is one). */
export const addressKey = (name: string, address: string): string => hashedKey(name, clientAddressKey(address));

/** Requests one key may make in a window of the app's clock. */
export interface Limit {
  /** Also the policy's name in the RateLimit fields and the store's key prefix. */
  name: string;
  points: number;
  windowMs: number;
}

/** Where a key stands after one more request. */
export interface Count {
  allowed: boolean;
  /** Requests in the window so far, this one included. */
  taken: number;
  remaining: number;
  /** Until the window ends. */
  resetMs: number;
  /** Takes this request back out of its window. */
  giveBack(): Promise<void>;
}

export interface Counter {
  take(key: string): Promise<Count>;
  /** How many the current window holds. */
  peek(key: string): Promise<number>;
  /** Empties the current window. */
  clear(key: string): Promise<void>;
}

/** `points` a window per key; windows are fixed and numbered by the app's clock. */
export function createCounter(store: LimitStore, { name, points, windowMs }: Limit): Counter {
  const limiter = store.limiter(name, windowMs / 1000);
  const windowKey = (key: string, at: number) => `${key}:${Math.floor(at / windowMs)}`;
  return {
    async take(key) {
      const at = store.now();
      const stored = windowKey(key, at);
      const counted = await limiter.consume(stored);
      return {
        allowed: counted.consumedPoints <= points,
        taken: counted.consumedPoints,
        remaining: Math.max(points - counted.consumedPoints, 0),
        resetMs: windowMs - (at % windowMs),
        giveBack: async () => void (await limiter.reward(stored)),
      };
    },
    async peek(key) {
      return (await limiter.get(windowKey(key, store.now())))?.consumedPoints ?? 0;
    },
    async clear(key) {
      await limiter.delete(windowKey(key, store.now()));
    },
  };
}

/** A moment of the app's clock kept per key until it passes: a lock's end, an address known until. */
export interface Mark {
  until(key: string): Promise<number>;
  set(key: string, until: number): Promise<void>;
  clear(key: string): Promise<void>;
}

// The memory store expires a key with a timer, and Node's timers last at most 2^31 - 1 ms (24.8 days).
const LONGEST_MARK_MS = 2 ** 31 - 1;

export function createMark(store: LimitStore, name: string, longestMs: number): Mark {
  if (longestMs > LONGEST_MARK_MS) throw new RangeError(`${name}: a mark is kept at most ${LONGEST_MARK_MS} ms`);
  const limiter = store.limiter(name, longestMs / 1000);
  return {
    async until(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async set(key, until) {
      await limiter.set(key, until, Math.max(1, Math.ceil((until - store.now()) / 1000)));
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}
