import fp from 'fastify-plugin';
import { drawDateIn } from '@ghadi/contracts';
import type { AppConfig } from '../config/env';
import type { Clock } from '../calendar/site-calendar';
import { PublicCache } from './public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-serialized public GET responses; writes invalidate them (site-changes.ts). */
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** The site day when a GET that was not answered from memory arrived ('' for other requests). */
    publicCacheDay: string;
  }
}

// Short, because with several instances a missed invalidation (pub/sub drops messages) lasts this long.
const BACKSTOP_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

/** Entries expire by `clock`, the app's "now", which tests move. */
export function createPublicCache(config: Pick<AppConfig, 'publicCache' | 'cdn'>, clock: Clock): PublicCache {
  const now = () => clock().getTime();
  // Most of the time a shared cache may keep an answer is spent serving it stale while it asks again.
  const maxStale = config.cdn.maxStaleSeconds;
  const maxAgeSeconds = Math.max(1, Math.floor(maxStale / 5));
  const sharedCaching = { maxAgeSeconds, staleSeconds: maxStale - maxAgeSeconds };
  return new PublicCache({ enabled: config.publicCache, ttlMs: BACKSTOP_TTL_MS, maxEntries: MAX_ENTRIES, now, sharedCaching });
}

export default fp(
  async (fastify, { cache }: { cache: PublicCache }) => {
    fastify.decorate('publicCache', cache);
    fastify.decorateRequest('publicCacheDay', '');
    const { siteTimezone } = fastify.config;

    // The day a GET arrived on: sendPublic remembers its URL for that day, for publicReadServer.
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (request.method === 'GET' && cache.enabled) request.publicCacheDay = drawDateIn(siteTimezone, fastify.clock());
      done();
    });
  },
  { name: 'public-cache' },
);
