import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_READ_CORS_HEADERS } from '../http/cors';
import type { PagePolicies } from '../http/content-security-policy';
import { protectiveHeaders } from '../http/security-headers';
import { HTML_TYPE, type CachedResponse, type SharedCaching } from './public-cache';

// Browsers revalidate every time (a 304 from memory is cheap, and a reload must never show an old
// number). Shared caches may hold an answer briefly to absorb spikes, told so in the headers only they read:
// CDN-Cache-Control (RFC 9213: Cloudflare, Akamai, Fastly) and Surrogate-Control (Fastly, Varnish). Not
// s-maxage in Cache-Control: no-cache there binds shared caches too, and without no-cache browsers would
// apply stale-while-revalidate themselves and show an old number after a change.
const BROWSER_CACHE_CONTROL = 'public, no-cache';

const sharedCachingHeaders = ({ maxAgeSeconds, staleSeconds }: SharedCaching) => ({
  'cdn-cache-control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`,
  'surrogate-control': `max-age=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`,
});

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

const acceptsGzip = (headers: IncomingHttpHeaders): boolean => /\bgzip\b/.test(headers['accept-encoding'] ?? '');

export type Variant = 'not-modified' | 'gzip' | 'identity';

/** 304 when the caller has it, gzip when the caller accepts it. */
export function variantFor(headers: IncomingHttpHeaders, cached: CachedResponse): Variant {
  if (matchesEtag(headers['if-none-match'], cached.etag)) return 'not-modified';
  return cached.gzip && acceptsGzip(headers) ? 'gzip' : 'identity';
}

/**
 * What a cached answer says about itself, whichever path sends it: how caches may keep it, and what it
 * depends on, for a CDN to purge it by (Surrogate-Key, space-separated, for Fastly and Varnish; Cache-Tag,
 * comma-separated, for Cloudflare and Akamai).
 */
function cachedHeaders(cached: CachedResponse, variant: Variant, sharedCaching: SharedCaching): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    etag: cached.etag,
    'cache-control': BROWSER_CACHE_CONTROL,
    ...sharedCachingHeaders(sharedCaching),
    vary: 'accept-encoding',
  };
  if (cached.cdnTags.length > 0) {
    headers['surrogate-key'] = cached.cdnTags.join(' ');
    headers['cache-tag'] = cached.cdnTags.join(',');
  }
  if (variant === 'not-modified') return headers;
  headers['content-type'] = cached.contentType;
  if (cached.fileName !== null) headers['content-disposition'] = `attachment; filename="${cached.fileName}"`;
  if (variant === 'gzip') headers['content-encoding'] = 'gzip';
  return headers;
}

const bodyOf = (cached: CachedResponse, variant: Variant): Buffer | null =>
  variant === 'not-modified' ? null : variant === 'gzip' ? (cached.gzip as Buffer) : cached.body;

/**
 * Sends a cached response through the full path (whose hooks add the security headers). Public reads
 * and pages alike may be read from any origin; pages are answered by the not-found handler, which the
 * CORS plugin does not see as a public route, so the header is set here.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  const variant = variantFor(request.headers, cached);
  reply.headers({ ...PUBLIC_READ_CORS_HEADERS, ...cachedHeaders(cached, variant, request.server.publicCache.sharedCaching) });
  return variant === 'not-modified' ? reply.code(304).send() : reply.code(cached.status).send(bodyOf(cached, variant));
}

export type Head = [statusCode: number, headers: OutgoingHttpHeaders, body: Buffer | null];

/** What every remembered head of a server shares: its pages' policies and how shared caches may keep answers. */
export interface HeadContext {
  pagePolicies: PagePolicies;
  sharedCaching: SharedCaching;
}

/**
 * The whole answer as the full path gives it: sendCached's headers plus those of the header hooks
 * (the protective headers, CORS); test/public-cache/public-cache-fast-path.test.ts
 * compares the two over real connections.
 */
function buildHead(cached: CachedResponse, variant: Variant, https: boolean, context: HeadContext, url: string): Head {
  const own = cachedHeaders(cached, variant, context.sharedCaching);
  const body = bodyOf(cached, variant);
  const status = body === null ? 304 : cached.status;
  const isPage = cached.contentType === HTML_TYPE;
  // Every cached answer says how it may be cached; only API reads are under /api.
  const answer = { url: isPage ? url : '/api', https, status, contentType: String(own['content-type'] ?? ''), cacheControl: BROWSER_CACHE_CONTROL };
  const headers: OutgoingHttpHeaders = {
    ...protectiveHeaders(answer, context.pagePolicies),
    ...PUBLIC_READ_CORS_HEADERS,
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
export function headFor(
  request: { url: string; headers: IncomingHttpHeaders },
  https: boolean,
  cached: CachedResponse,
  context: HeadContext,
): Head | undefined {
  const { headers } = request;
  const variant = variantFor(headers, cached);
  if (variant === 'identity' && cached.gzip && headers['accept-encoding'] !== undefined) return undefined;
  const key = https ? `${variant} https` : variant;
  let built = heads.get(cached);
  if (built === undefined) heads.set(cached, (built = new Map()));
  let head = built.get(key);
  if (head === undefined) built.set(key, (head = buildHead(cached, variant, https, context, request.url)));
  return head;
}

