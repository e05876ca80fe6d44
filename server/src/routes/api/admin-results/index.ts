import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, errorBodySchema, reviewResultsQuerySchema, reviewResultsResponseSchema } from '@ghadi/contracts';
import { findReviewCount, findReviewPage, toReviewResult } from '../../../repositories/result-review-repository';

/** The admin's results review: paged and searched by the server, as results pile up for years. */
const adminResults: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.adminResults,
    {
      config: { access: 'admin' },
      schema: {
        querystring: reviewResultsQuerySchema,
        response: {
          200: reviewResultsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const [rows, total] = await Promise.all([
        findReviewPage(fastify.db, { search, limit: pageSize, offset: (page - 1) * pageSize }),
        findReviewCount(fastify.db, search),
      ]);
      return { success: true as const, data: rows.map(toReviewResult), total, page, pageSize };
    },
  );
};

export default adminResults;
