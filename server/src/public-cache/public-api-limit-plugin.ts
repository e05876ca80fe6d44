import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@ghadi/contracts';
import { isLimitedApiPath, type PublicApiLimit } from './public-api-limit';
import { tooMany } from '../limits/too-many';

const isPublicApiRead = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.config?.access === 'public' &&
  isLimitedApiPath(request.url, apiPaths.resultStream);

/**
 * The per-address limit of the public read API on the full path (answers from memory count in
 * answer-from-memory.ts): every read says where its address stands (RateLimit, RateLimit-Policy), and one
 * past the limit gets 429 with Retry-After. Pages and files are never counted.
 */
export default fp(
  async (fastify, { limit }: { limit: PublicApiLimit | null }) => {
    if (limit === null) return;
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPublicApiRead(request)) return;
      const count = limit.handedOver.get(request.raw) ?? limit.count(request.ip, request.raw.socket);
      const [policyName, policy, name, value] = limit.fieldsOf(count);
      reply.header(policyName!, policy).header(name!, value);
      if (!count.allowed) throw tooMany('tooManyRequests', count.resetMs);
    });
  },
  { name: 'public-api-limit' },
);
