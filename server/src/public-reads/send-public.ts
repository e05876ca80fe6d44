import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from './cached-answer';
import type { PublicRead } from './public-cache-keys';

/**
 * Answers a public GET from the cache entry of `read`, loading (and storing) its payload first when
 * needed. Routes name the read (public-cache-keys.ts); what it depends on is the read's business.
 */
export async function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  read: PublicRead,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { publicCache } = request.server;
  const cached = await publicCache.get(read.key, async () => ({ payload: await load(), tags: read.tags }));
  if (request.publicCacheDay !== '') publicCache.rememberUrl(request.url, read.key, request.publicCacheDay);
  return sendCached(request, reply, cached);
}
