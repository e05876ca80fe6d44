import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  apiErrorBodySchema,
  idParamsSchema,
  resultHistoryResponseSchema,
  reviewResultsQuerySchema,
  reviewResultsResponseSchema,
} from '@ghadi/contracts';
import { findChangeCounts, findResultExists, findResultHistory, toResultHistoryEntry } from './result-history-queries';
import { findReviewCount, findReviewPage, toReviewResult } from './result-review-queries';
import { apiError } from '../../http/api-error';

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };

/** The admin's results review: paged and searched by the server, as results pile up for years; and each one's trail. */
const adminResults: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.adminResults,
    {
      config: { access: 'admin' },
      schema: { querystring: reviewResultsQuerySchema, response: { 200: reviewResultsResponseSchema, ...errors } },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const [rows, total] = await Promise.all([
        findReviewPage(fastify.db, { search, limit: pageSize, offset: (page - 1) * pageSize }),
        findReviewCount(fastify.db, search),
      ]);
      // Counted for this page's rows only, in a second query, so the page's sort never waits on them.
      const changes = await findChangeCounts(fastify.db, rows.map((row) => row.id));
      const data = rows.map((row) => toReviewResult(row, changes.get(row.id) ?? 0));
      return { success: true as const, data, total, page, pageSize };
    },
  );

  fastify.get(
    apiPaths.adminResultHistory.route,
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, response: { 200: resultHistoryResponseSchema, ...errors, 404: apiErrorBodySchema } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findResultExists(fastify.db, id))) throw apiError(404, 'resultNotFound');
      const rows = await findResultHistory(fastify.db, id);
      return { success: true as const, data: rows.map(toResultHistoryEntry) };
    },
  );
};

export default adminResults;
