import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { addressKey, type Count } from '../limits/limit-store';
import { publicApiLimit } from '../limits/limits';

/** Where an address stands after one more read. */
export type ApiCount = Pick<Count, 'allowed' | 'remaining' | 'resetMs'>;

/**
 * The per-address limit of the public read API (PUBLIC_API_RATE_LIMIT a minute), counted in this process's
 * memory because most reads are answered from memory ahead of Fastify, which must not wait on Redis: with
 * several instances behind a balancer, an address may read that much from each.
 */
export interface PublicApiLimit {
  /** Counts one read by `address`, which came over `connection` (its socket). */
  count(address: string, connection: object): ApiCount;
  /**
   * The RateLimit fields of an answer (draft-ietf-httpapi-ratelimit-headers): the policy, and what is left of
   * it, as writeHead's flat [name, value, ...] list.
   */
  fieldsOf(count: ApiCount): string[];
  /** A read counted ahead of Fastify and over the limit, which Fastify then answers 429 without counting again. */
  handedOver: WeakMap<IncomingMessage, ApiCount>;
}

/** Whether a URL is of the public read API (the live stream has its own per-address limit). */
export const isLimitedApiPath = (url: string, streamPath: string): boolean => url.startsWith('/api/') && !url.startsWith(streamPath);

// Addresses counted at once; the stalest are dropped beyond it, so sprayed addresses cannot fill memory.
const MAX_ADDRESSES = 50_000;

/**
 * The limit of `points` reads a minute per address, each window opened by the address's first read; null when
 * it is 0 (off). Counted synchronously in an LRU map, not in the limit store the other limits share: that
 * store's promise-based counting cost about as much as the rest of an answer from memory (its microtasks, and
 * an answer sent a turn later), and every public read at draw time pays it.
 */
export function createPublicApiLimit(points: number, now: () => number): PublicApiLimit | null {
  if (points === 0) return null;
  const limit = publicApiLimit(points);
  const windows = new LRUCache<string, { taken: number; endsAt: number }>({ max: MAX_ADDRESSES });
  // The hashed key of each connection's address, so the many requests of a kept-alive connection are hashed
  // once (a proxy's connection carries several addresses).
  const keys = new WeakMap<object, { address: string; key: string }>();
  const keyOf = (address: string, connection: object): string => {
    let known = keys.get(connection);
    if (known?.address !== address) keys.set(connection, (known = { address, key: addressKey(limit.name, address) }));
    return known.key;
  };
  const policy = `"${limit.name}";q=${points};w=${limit.windowMs / 1000}`;
  return {
    count(address, connection) {
      const key = keyOf(address, connection);
      const at = now();
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= at) windows.set(key, (window = { taken: 0, endsAt: at + limit.windowMs }));
      window.taken += 1;
      return { allowed: window.taken <= points, remaining: Math.max(points - window.taken, 0), resetMs: window.endsAt - at };
    },
    fieldsOf: ({ remaining, resetMs }) => ['ratelimit-policy', policy, 'ratelimit', `"${limit.name}";r=${remaining};t=${Math.ceil(resetMs / 1000)}`],
    handedOver: new WeakMap(),
  };
}
