import type { IncomingMessage } from 'node:http';
import { createMemoryRateLimiter, type RateCount } from '../http/rate-limit';

const WINDOW_MS = 60_000;
// The policy's name in the RateLimit fields.
const POLICY = 'api';

/**
 * The per-address limit of the public read API (PUBLIC_API_RATE_LIMIT a minute), counted in this process
 * because most reads are answered from memory ahead of Fastify, which must not wait on Redis: with several
 * instances behind a balancer, an address may read that much from each.
 */
export interface PublicApiLimit {
  /** Counts one read by `address`, which came over `connection` (its socket). */
  count(address: string, connection: object): RateCount;
  /**
   * The RateLimit fields of an answer (draft-ietf-httpapi-ratelimit-headers): the policy, and what is left of
   * it, as writeHead's flat [name, value, ...] list.
   */
  fieldsOf(count: RateCount): string[];
  /** A read counted ahead of Fastify and over the limit, which Fastify then answers 429 without counting again. */
  handedOver: WeakMap<IncomingMessage, RateCount>;
}

/** Whether a URL is of the public read API (the live stream has its own per-address limit). */
export const isLimitedApiPath = (url: string, streamPath: string): boolean => url.startsWith('/api/') && !url.startsWith(streamPath);

/** The limit of `limit` reads a minute per address; null when it is 0 (off). */
export function createPublicApiLimit(limit: number, now: () => number): PublicApiLimit | null {
  if (limit === 0) return null;
  const limiter = createMemoryRateLimiter({ name: POLICY, limit, windowMs: WINDOW_MS }, now);
  const policy = `"${POLICY}";q=${limit};w=${WINDOW_MS / 1000}`;
  return {
    count: limiter.count,
    fieldsOf: ({ remaining, resetMs }) => ['ratelimit-policy', policy, 'ratelimit', `"${POLICY}";r=${remaining};t=${Math.ceil(resetMs / 1000)}`],
    handedOver: new WeakMap(),
  };
}
