import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterOptions, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddressKey } from '../http/client-address';

/**
 * Where every limit keeps its counts: rate-limiter-flexible's memory store, or Redis shared by every
 * instance with this instance's memory as its insurance while Redis is away (the limits then hold per
 * instance instead of site-wide, rather than not at all).
 *
 * A key's count window opens at its first counted request and closes `windowMs` later as the store measures
 * time (the memory store's clock and timers, Redis's expiry): the library's consume opens and counts it in one
 * atomic step in both stores, so requests arriving at once, on one instance or several, never get more than
 * the limit. A window on the app's clock would need its start read and then written, atomic only in a script
 * of our own or in one process's memory, that is a second copy of the rules; in production the app's clock is
 * the system's, so both measure the same. The moments the rules set (a lock's end, an address known until)
 * are marks of the app's clock, so tests move them with it and wait out the short windows they count in.
 */
export interface LimitStore {
  now(): number;
  /** A store of counts under `name`, each kept `seconds` after its first (0 for marks, kept as they are set). */
  limiter(name: string, seconds: number): RateLimiterAbstract;
}

export interface LimitStoreOptions {
  /** Shared by every instance; null for this process alone. */
  redis: { client: Redis; prefix: string } | null;
  now: () => number;
  /** Keys each of this process's stores keeps at most; the stalest are dropped beyond it. */
  memoryKeys?: number;
}

// Counts are compared with their limits here, never refused by the store, which only counts.
const UNLIMITED = Number.MAX_SAFE_INTEGER;
// Node's timers last at most 2^31 - 1 ms (24.8 days), and the memory store expires its keys with them.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
// Per store: sprayed names or addresses cannot fill memory, and the stalest keys are the first to go.
const MEMORY_KEYS = 50_000;

/**
 * The library's memory store keeps every key until it expires, however many there are: this one keeps at
 * most `maxKeys`, each write making its key the freshest and dropping the stalest beyond that. A key kept
 * longer than a timer can last is kept without one, until dropped: its value says until when it holds.
 */
class BoundedMemory extends RateLimiterMemory {
  // In the order of their last write (a Set iterates in insertion order).
  private readonly written = new Set<string | number>();

  constructor(
    options: IRateLimiterOptions,
    private readonly maxKeys: number,
  ) {
    super(options);
  }

  private wrote(key: string | number): void {
    this.written.delete(key);
    this.written.add(key);
    for (const stalest of this.written) {
      if (this.written.size <= this.maxKeys) break;
      this.written.delete(stalest);
      void super.delete(stalest);
    }
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.wrote(key);
    return super.consume(key, points, options);
  }

  override reward(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.wrote(key);
    return super.reward(key, points, options);
  }

  override set(key: string | number, points: number, secDuration: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.wrote(key);
    return super.set(key, points, secDuration * 1000 > LONGEST_TIMER_MS ? 0 : secDuration, options);
  }

  override delete(key: string | number, options?: Record<string, unknown>): Promise<boolean> {
    this.written.delete(key);
    return super.delete(key, options);
  }
}

export function createLimitStore({ redis, now, memoryKeys = MEMORY_KEYS }: LimitStoreOptions): LimitStore {
  return {
    now,
    limiter(name, seconds) {
      const options = { keyPrefix: name, points: UNLIMITED, duration: seconds };
      const memory = new BoundedMemory(options, memoryKeys);
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

/** Requests one key may make in a window opened by its first. */
export interface Limit {
  /** Also the policy's name in the RateLimit fields and the store's key prefix. */
  name: string;
  points: number;
  /** Whole seconds, as the stores keep them; at most what a timer lasts. */
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
  /** Takes this request back out of its window (nothing once that window has ended). */
  giveBack(): Promise<void>;
}

export interface Counter {
  take(key: string): Promise<Count>;
  /** Ends the key's window: its next request opens a new one. */
  clear(key: string): Promise<void>;
}

/** `points` a window per key, each window opened by the key's first request and lasting `windowMs`. */
export function createCounter(store: LimitStore, { name, points, windowMs }: Limit): Counter {
  if (windowMs <= 0 || windowMs % 1000 !== 0 || windowMs > LONGEST_TIMER_MS) throw new RangeError(`${name}: a window is whole seconds, at most ${LONGEST_TIMER_MS} ms`);
  const limiter = store.limiter(name, windowMs / 1000);
  return {
    async take(key) {
      const counted = await limiter.consume(key);
      // On the store's clock, as it ends the window: giving back to a window that has ended would open the
      // next one below zero.
      const endsAt = Date.now() + counted.msBeforeNext;
      return {
        allowed: counted.consumedPoints <= points,
        taken: counted.consumedPoints,
        remaining: Math.max(points - counted.consumedPoints, 0),
        resetMs: counted.msBeforeNext,
        giveBack: async () => {
          if (Date.now() < endsAt) await limiter.reward(key);
        },
      };
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

/** A number kept per key (a moment of the app's clock: a lock's end, an address known until). */
export interface Mark {
  /** 0 when none is kept. */
  get(key: string): Promise<number>;
  /** Kept `keptMs` (the store drops it then), however long the value says it holds. */
  set(key: string, value: number, keptMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createMark(store: LimitStore, name: string): Mark {
  const limiter = store.limiter(name, 0);
  return {
    async get(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async set(key, value, keptMs) {
      await limiter.set(key, value, Math.max(1, Math.ceil(keptMs / 1000)));
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}
