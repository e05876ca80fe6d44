import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from './cached-answer';
import type { CacheLoad, PublicFile } from './public-cache';
import { loadAnswer, type PublicAnswer } from './public-answer';
import type { PublicRead } from './public-cache-keys';

/**
 * Answers a public GET from the cache entry `key`, loading (and storing) it first when needed, and
 * remembers the URL for the answers sent from memory. JSON reads and rendered pages both go through here.
 */
export async function sendFromCache(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<CacheLoad>): Promise<FastifyReply> {
  const { publicCache } = request.server;
  const cached = await publicCache.get(key, load);
  if (request.publicCacheDay !== '') publicCache.rememberUrl(request.url, key, request.publicCacheDay);
  return sendCached(request, reply, cached);
}

/**
 * Answers a public GET with its answer's cached read. Routes name the answer (public-answers.ts); what it
 * depends on is the read's business.
 */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): Promise<FastifyReply> {
  return sendFromCache(request, reply, answer.read.key, () => loadAnswer(answer));
}

/** A public read answered with a file: a download (downloads/) or a feed (feeds/). */
export interface FileAnswer {
  read: PublicRead;
  load: () => Promise<PublicFile>;
}

/** Answers a public GET with a file, cached, revalidated and compressed like the JSON reads. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, { read, load }: FileAnswer): Promise<FastifyReply> {
  return sendFromCache(request, reply, read.key, async () => ({ file: await load(), tags: read.tags }));
}
