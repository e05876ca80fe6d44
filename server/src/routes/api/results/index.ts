import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  countResponseSchema,
  errorBodySchema,
  monthBounds,
  monthIn,
  monthQuerySchema,
  resultListResponseSchema,
  serverMessages,
  type MonthQuery,
} from '@ghadi/contracts';
import { sendPublic } from '../../../public-reads/send-public';
import { findGhadiByNameKey } from '../../../repositories/ghadi-lookup-repository';
import { ghadiNameKey } from '../../../repositories/ghadi-repository';
import { findPublicResults, findResultCount, toResult } from '../../../repositories/result-repository';
import { publicReads } from '../../../public-reads/public-cache-keys';

// The public chart's URL carries the lower-cased English name; Fastify has already URL-decoded it.
const nameParamsSchema = z.strictObject({
  name: z.string().trim().min(1, 'name is required').max(100, 'name is too long'),
});

/** Public results (bounded to one month) and the admin's count. */
const results: FastifyPluginAsyncZod = async (fastify) => {
  // A month the query names, else the current one in the site's zone, never the server's.
  const monthOf = (query: MonthQuery) => {
    const current = monthIn(fastify.config.siteTimezone, fastify.clock());
    return monthBounds(query.year ?? current.year, query.month ?? current.month);
  };

  fastify.get(
    apiPaths.results,
    {
      config: { access: 'public' },
      schema: { querystring: monthQuerySchema, response: { 200: resultListResponseSchema, 400: errorBodySchema } },
    },
    async (request, reply) => {
      const month = monthOf(request.query);
      return sendPublic(request, reply, publicReads.monthResults(month.from), async () => ({
        success: true,
        data: (await findPublicResults(fastify.db, month)).map(toResult),
      }));
    },
  );

  fastify.get(
    apiPaths.resultCount,
    {
      config: { access: 'admin' },
      schema: { response: { 200: countResponseSchema, 401: errorBodySchema, 403: errorBodySchema } },
    },
    async () => ({ success: true as const, count: await findResultCount(fastify.db) }),
  );

  fastify.get(
    apiPaths.gameResults.route,
    {
      config: { access: 'public' },
      schema: {
        params: nameParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: resultListResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const nameKey = ghadiNameKey(request.params.name);
      const month = monthOf(request.query);
      return sendPublic(request, reply, publicReads.gameResults(nameKey, month.from), async () => {
        const ghadi = await findGhadiByNameKey(fastify.db, nameKey);
        if (!ghadi) throw fastify.httpErrors.notFound(serverMessages.ghadiNotFound);
        const rows = await findPublicResults(fastify.db, { ...month, gid: ghadi.gid });
        return { success: true, data: rows.map(toResult) };
      });
    },
  );
};

export default results;
