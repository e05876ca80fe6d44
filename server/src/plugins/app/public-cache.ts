import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache, type CacheLoad, type CachedResponse } from '../../services/public-cache';
import { siteToday } from '../../services/site-calendar';
import { HSTS, NON_DOCUMENT_POLICY } from './content-security-policy';
import { PUBLIC_READ_ORIGIN } from './cors';
import { SECURITY_HEADERS } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-serialized public GET responses; writes invalidate them (services/public-cache-keys.ts). */
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** The site day when a GET that was not answered from memory arrived ('' for other requests). */
    publicCacheDay: string;
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

const acceptsGzip = (request: FastifyRequest): boolean => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

type Variant = 'not-modified' | 'gzip' | 'identity';

/** 304 when the caller has it, gzip when the caller accepts it. */
function variantFor(request: FastifyRequest, cached: CachedResponse): Variant {
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return 'not-modified';
  return cached.gzip && acceptsGzip(request) ? 'gzip' : 'identity';
}

/** What a cached answer says about itself, whichever path sends it. */
function cachedHeaders(cached: CachedResponse, variant: Variant): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    etag: cached.etag,
    'cache-control': BROWSER_CACHE_CONTROL,
    'cdn-cache-control': CDN_CACHE_CONTROL,
    vary: 'accept-encoding',
  };
  if (variant === 'not-modified') return headers;
  headers['content-type'] = 'application/json; charset=utf-8';
  if (variant === 'gzip') headers['content-encoding'] = 'gzip';
  return headers;
}

const bodyOf = (cached: CachedResponse, variant: Variant): Buffer | null =>
  variant === 'not-modified' ? null : variant === 'gzip' ? (cached.gzip as Buffer) : cached.body;

/** Sends a cached response through the full path (whose hooks add the security and CORS headers). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  const variant = variantFor(request, cached);
  reply.headers(cachedHeaders(cached, variant));
  return variant === 'not-modified' ? reply.code(304).send() : reply.send(bodyOf(cached, variant));
}

/** Answers a public GET from the cache entry `key`, loading (and storing) it first when needed. */
export async function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<CacheLoad>,
): Promise<FastifyReply> {
  const { publicCache } = request.server;
  const cached = await publicCache.get(key, load);
  if (request.publicCacheDay !== '') publicCache.rememberUrl(request.url, key, request.publicCacheDay);
  return sendCached(request, reply, cached);
}

type Head = [statusCode: number, headers: OutgoingHttpHeaders, body: Buffer | null];

/**
 * The whole answer as the full path gives it: sendCached's headers plus those of the header hooks
 * (security headers, CORS for public reads, the non-document policy and HSTS over TLS, neither on a 304);
 * test/routes/api/public-cache-fast-path.test.ts compares the two.
 */
function buildHead(cached: CachedResponse, variant: Variant, https: boolean): Head {
  const headers: OutgoingHttpHeaders = {
    ...SECURITY_HEADERS,
    'access-control-allow-origin': PUBLIC_READ_ORIGIN,
    ...cachedHeaders(cached, variant),
  };
  const body = bodyOf(cached, variant);
  if (body === null) return [304, headers, null];
  headers['content-security-policy'] = NON_DOCUMENT_POLICY;
  if (https) headers['strict-transport-security'] = HSTS;
  headers['content-length'] = body.length;
  return [200, headers, body];
}

// Built once per entry and variant; an entry that is dropped takes its heads with it.
const heads = new WeakMap<CachedResponse, Map<string, Head>>();

/**
 * The answer to a repeated public GET; undefined for what only the full path does: compressing with
 * brotli for a client that does not take gzip.
 */
function headFor(request: FastifyRequest, cached: CachedResponse): Head | undefined {
  const variant = variantFor(request, cached);
  if (variant === 'identity' && cached.gzip && request.headers['accept-encoding'] !== undefined) return undefined;
  const https = request.protocol === 'https';
  const key = https ? `${variant} https` : variant;
  let built = heads.get(cached);
  if (built === undefined) heads.set(cached, (built = new Map()));
  let head = built.get(key);
  if (head === undefined) built.set(key, (head = buildHead(cached, variant, https)));
  return head;
}

function sendHead(raw: ServerResponse, [statusCode, headers, body]: Head): void {
  raw.writeHead(statusCode, headers);
  raw.end(body);
}

export default fp(
  async (fastify) => {
    const cache = new PublicCache({ enabled: fastify.config.publicCache, ttlMs: BACKSTOP_TTL_MS, maxEntries: MAX_ENTRIES });
    fastify.decorate('publicCache', cache);
    fastify.decorateRequest('publicCacheDay', '');
    const { siteTimezone } = fastify.config;

    // At draw time thousands of phones repeat the same few GETs: a URL already answered from an entry
    // that is still fresh is answered again here, before routing work, load shedding (sending from memory
    // costs no more than refusing) and the per-response hooks. HEAD and everything else take the full path.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !cache.enabled) return done();
      const day = siteToday(siteTimezone, fastify.clock());
      const cached = cache.lookupUrl(request.url, day);
      const head = cached && headFor(request, cached);
      if (head === undefined) {
        request.publicCacheDay = day;
        return done();
      }
      reply.hijack();
      sendHead(reply.raw, head);
    });

    // Anything else under /api is personal or changes with each call: no cache may keep it.
    fastify.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'public-cache' },
);
