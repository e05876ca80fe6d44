import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache, type CacheLoad, type CachedResponse } from '../../services/public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-serialized public GET responses; writes invalidate them (services/public-cache-keys.ts). */
    publicCache: PublicCache;
  }
}

// Browsers revalidate every time (a 304 from memory is cheap, and a reload must never show an old
// number); CDNs, which read CDN-Cache-Control (RFC 9213), may hold a response briefly to absorb spikes.
const BROWSER_CACHE_CONTROL = 'public, no-cache';
const CDN_CACHE_CONTROL = 'public, max-age=2, stale-while-revalidate=10';
// Short, because with several instances a missed invalidation (pub/sub drops messages) lasts this long.
const BACKSTOP_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached response: 304 when the caller has it, gzip when the caller accepts it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  reply
    .header('etag', cached.etag)
    .header('cache-control', BROWSER_CACHE_CONTROL)
    .header('cdn-cache-control', CDN_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (cached.gzip && acceptsGzip) return reply.header('content-encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.body);
}

/** Answers a public GET from the cache entry `key`, loading (and storing) it first when needed. */
export async function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<CacheLoad>,
): Promise<FastifyReply> {
  return sendCached(request, reply, await request.server.publicCache.get(key, load));
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'publicCache',
      new PublicCache({ enabled: fastify.config.publicCache, ttlMs: BACKSTOP_TTL_MS, maxEntries: MAX_ENTRIES }),
    );
    // Anything else under /api is personal or changes with each call: no cache may keep it.
    fastify.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'public-cache' },
);
