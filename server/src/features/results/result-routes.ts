import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  countResponseSchema,
  apiErrorBodySchema,
  gameParamsSchema,
  gameYearParamsSchema,
  gameDateParamsSchema,
  resultDateResponseSchema,
  gameStatisticsResponseSchema,
  matkaChartResponseSchema,
  monthIn,
  drawDateIn,
  isAfterSiteDay,
  monthQuerySchema,
  resultCorrectionListResponseSchema,
  gameResultsResponseSchema,
  resultListResponseSchema,
  type MonthQuery,
} from '@ghadi/contracts';
import { resultAnswers } from './result-answers';
import { apiError } from '../../http/api-error';
import { sendPublic } from '../../public-cache/send-public';
import { findResultCount } from './result-queries';

/** Public results (bounded to one month) and the admin's count. */
const results: FastifyPluginAsyncZod = async (fastify) => {
  // A month the query names, else the current one in the site's zone, never the server's.
  const monthOf = (query: MonthQuery) => {
    const current = monthIn(fastify.config.siteTimezone, fastify.clock());
    return { year: query.year ?? current.year, month: query.month ?? current.month };
  };

  fastify.get(
    apiPaths.results,
    {
      config: { access: 'public' },
      schema: { querystring: monthQuerySchema, response: { 200: resultListResponseSchema, 400: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const { year, month } = monthOf(request.query);
      return sendPublic(request, reply, resultAnswers.month(fastify.db, year, month));
    },
  );

  fastify.get(
    apiPaths.resultCount,
    {
      config: { access: 'admin' },
      schema: { response: { 200: countResponseSchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema } },
    },
    async () => ({ success: true as const, count: await findResultCount(fastify.db) }),
  );

  fastify.get(
    apiPaths.gameResults.route,
    {
      config: { access: 'public' },
      schema: {
        params: gameParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: gameResultsResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { year, month } = monthOf(request.query);
      return sendPublic(request, reply, resultAnswers.gameMonth(fastify.db, request.params.name, year, month));
    },
  );

  fastify.get(
    apiPaths.gameCorrections.route,
    {
      config: { access: 'public' },
      schema: {
        params: gameParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: resultCorrectionListResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { year, month } = monthOf(request.query);
      return sendPublic(request, reply, resultAnswers.gameCorrections(fastify.db, request.params.name, year, month));
    },
  );

  fastify.get(
    apiPaths.gameYearResults.route,
    {
      config: { access: 'public' },
      schema: {
        params: gameYearParamsSchema,
        response: { 200: gameResultsResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      return sendPublic(request, reply, resultAnswers.gameYear(fastify.db, request.params.name, request.params.year));
    },
  );

  fastify.get(
    apiPaths.gameDate.route,
    {
      config: { access: 'public' },
      schema: {
        params: gameDateParamsSchema,
        response: { 200: resultDateResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      // A future date has no result, nor a page: no such date of the game.
      if (isAfterSiteDay(request.params.date, drawDateIn(fastify.config.siteTimezone, fastify.clock()))) throw apiError(404, 'notFound');
      return sendPublic(request, reply, resultAnswers.gameDate(fastify.db, request.params.name, request.params.date));
    },
  );

  fastify.get(
    apiPaths.gameStatistics.route,
    {
      config: { access: 'public' },
      schema: { params: gameParamsSchema, response: { 200: gameStatisticsResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const asOf = drawDateIn(fastify.config.siteTimezone, fastify.clock());
      return sendPublic(request, reply, resultAnswers.gameStatistics(fastify.db, request.params.name, asOf));
    },
  );

  fastify.get(
    apiPaths.matkaChart.route,
    {
      config: { access: 'public' },
      schema: { params: gameParamsSchema, response: { 200: matkaChartResponseSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const asOf = drawDateIn(fastify.config.siteTimezone, fastify.clock());
      return sendPublic(request, reply, resultAnswers.matkaChart(fastify.db, request.params.name, asOf));
    },
  );
};

export default results;
