import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { PublicCache, type CacheLoad, type CachedResponse } from './public-cache';
import { siteToday, type Clock } from '../calendar/site-calendar';
import { PUBLIC_READ_ORIGIN } from '../http/cors';
import { isHttps, protectiveHeaders } from '../http/security-headers';

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

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

const acceptsGzip = (headers: IncomingHttpHeaders): boolean => /\bgzip\b/.test(headers['accept-encoding'] ?? '');

type Variant = 'not-modified' | 'gzip' | 'identity';

/** 304 when the caller has it, gzip when the caller accepts it. */
function variantFor(headers: IncomingHttpHeaders, cached: CachedResponse): Variant {
  if (matchesEtag(headers['if-none-match'], cached.etag)) return 'not-modified';
  return cached.gzip && acceptsGzip(headers) ? 'gzip' : 'identity';
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
  const variant = variantFor(request.headers, cached);
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

/** The cache, and what the answers from memory need to know, ahead of Fastify. */
export interface PublicReads {
  cache: PublicCache;
  clock: Clock;
  config: Pick<AppConfig, 'siteTimezone' | 'trustProxy'>;
}

// Short, because with several instances a missed invalidation (pub/sub drops messages) lasts this long.
const BACKSTOP_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

export function createPublicCache(config: Pick<AppConfig, 'publicCache'>): PublicCache {
  return new PublicCache({ enabled: config.publicCache, ttlMs: BACKSTOP_TTL_MS, maxEntries: MAX_ENTRIES });
}

type Head = [statusCode: number, headers: OutgoingHttpHeaders, body: Buffer | null];

/**
 * The whole answer as the full path gives it: sendCached's headers plus those of the header hooks
 * (the protective headers, CORS for public reads); test/routes/api/public-cache-fast-path.test.ts
 * compares the two over real connections.
 */
function buildHead(cached: CachedResponse, variant: Variant, https: boolean): Head {
  const own = cachedHeaders(cached, variant);
  const body = bodyOf(cached, variant);
  const status = body === null ? 304 : 200;
  // Every cached answer is an API read that says how it may be cached.
  const answer = { url: '/api', https, status, contentType: String(own['content-type'] ?? ''), cacheControl: BROWSER_CACHE_CONTROL };
  const headers: OutgoingHttpHeaders = {
    ...protectiveHeaders(answer),
    'access-control-allow-origin': PUBLIC_READ_ORIGIN,
    ...own,
  };
  if (body !== null) headers['content-length'] = body.length;
  return [status, headers, body];
}

// Built once per entry and variant; an entry that is dropped takes its heads with it.
const heads = new WeakMap<CachedResponse, Map<string, Head>>();

/**
 * The answer to a repeated public GET; undefined for what only the full path does: compressing with
 * brotli for a client that does not take gzip.
 */
function headFor(headers: IncomingHttpHeaders, https: boolean, cached: CachedResponse): Head | undefined {
  const variant = variantFor(headers, cached);
  if (variant === 'identity' && cached.gzip && headers['accept-encoding'] !== undefined) return undefined;
  const key = https ? `${variant} https` : variant;
  let built = heads.get(cached);
  if (built === undefined) heads.set(cached, (built = new Map()));
  let head = built.get(key);
  if (head === undefined) built.set(key, (head = buildHead(cached, variant, https)));
  return head;
}

/**
 * Answers a GET whose URL was answered earlier the same site day from an entry that is still fresh;
 * false for everything else (HEAD included), which Fastify then handles.
 */
function answerRemembered({ cache, clock, config }: PublicReads, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || !cache.enabled || request.url === undefined) return false;
  const cached = cache.lookupUrl(request.url, siteToday(config.siteTimezone, clock()));
  const head = cached && headFor(request.headers, isHttps(request, config.trustProxy), cached);
  if (head === undefined) return false;
  const [statusCode, headers, body] = head;
  response.writeHead(statusCode, headers);
  response.end(body);
  return true;
}

/** What Fastify passes a server factory, its defaults applied (fastify.js). */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The HTTP server the app listens on. At draw time thousands of phones repeat the same few GETs: those
 * are answered from memory here, before Fastify (routing, request logging, load shedding, the header
 * hooks), which measured about 2 µs less per request than answering in a first onRequest hook. Sending
 * from memory costs no more than refusing, so these are answered even while other requests are shed.
 * Everything else goes to Fastify's handler. inject() in tests bypasses the server, so it always takes
 * the full path.
 */
export function publicReadServer(reads: PublicReads): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as unknown as ServerSettings;
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!answerRemembered(reads, request, response)) handler(request, response);
    });
    // What Fastify sets on the server it creates itself (lib/server.js), which a server factory replaces.
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}

export default fp(
  async (fastify, { cache }: { cache: PublicCache }) => {
    fastify.decorate('publicCache', cache);
    fastify.decorateRequest('publicCacheDay', '');
    const { siteTimezone } = fastify.config;

    // The day a GET arrived on: sendPublic remembers its URL for that day, for publicReadServer.
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (request.method === 'GET' && cache.enabled) request.publicCacheDay = siteToday(siteTimezone, fastify.clock());
      done();
    });
  },
  { name: 'public-cache' },
);
