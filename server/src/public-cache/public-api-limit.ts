import type { IncomingMessage } from 'node:http';
import { addressKey, createCounter, createLimitStore, type Count } from '../limits/limit-store';
import { publicApiLimit } from '../limits/limits';

/**
 * The per-address limit of the public read API (PUBLIC_API_RATE_LIMIT a minute), counted in this process's
 * memory because most reads are answered from memory ahead of Fastify, which must not wait on Redis: with
 * several instances behind a balancer, an address may read that much from each.
 */
export interface PublicApiLimit {
  /** Counts one read by `address`, which came over `connection` (its socket). */
  count(address: string, connection: object): Promise<Count>;
  /**
   * The RateLimit fields of an answer (draft-ietf-httpapi-ratelimit-headers): the policy, and what is left of
   * it, as writeHead's flat [name, value, ...] list.
   */
  fieldsOf(count: Count): string[];
  /** A read counted ahead of Fastify and over the limit, which Fastify then answers 429 without counting again. */
  handedOver: WeakMap<IncomingMessage, Count>;
}

/** Whether a URL is of the public read API (the live stream has its own per-address limit). */
export const isLimitedApiPath = (url: string, streamPath: string): boolean => url.startsWith('/api/') && !url.startsWith(streamPath);

/** The limit of `points` reads a minute per address; null when it is 0 (off). */
export function createPublicApiLimit(points: number, now: () => number): PublicApiLimit | null {
  if (points === 0) return null;
  const limit = publicApiLimit(points);
  const reads = createCounter(createLimitStore({ redis: null, now }), limit);
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
    count: (address, connection) => reads.take(keyOf(address, connection)),
    fieldsOf: ({ remaining, resetMs }) => ['ratelimit-policy', policy, 'ratelimit', `"${limit.name}";r=${remaining};t=${Math.ceil(resetMs / 1000)}`],
    handedOver: new WeakMap(),
  };
}
