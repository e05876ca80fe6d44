import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  downloadFileSchema,
  apiErrorBodySchema,
  gameYearDownloadParamsSchema,
  monthDownloadParamsSchema,
} from '@ghadi/contracts';
import { downloadAnswers } from './download-answers';
import { sendFile } from '../../public-cache/send-public';

/** The chart pages' downloads: every game's month, and one game's year, as CSV or JSON. */
const downloads: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.monthDownload.route,
    {
      config: { access: 'public' },
      schema: { params: monthDownloadParamsSchema, response: { 200: downloadFileSchema, 400: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const { year, month, format } = request.params.file;
      return sendFile(request, reply, downloadAnswers.month(fastify.db, year, month, format));
    },
  );

  fastify.get(
    apiPaths.gameYearDownload.route,
    {
      config: { access: 'public' },
      schema: { params: gameYearDownloadParamsSchema, response: { 200: downloadFileSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema } },
    },
    async (request, reply) => {
      const { name, file } = request.params;
      return sendFile(request, reply, downloadAnswers.gameYear(fastify.db, name, file.year, file.format));
    },
  );
};

export default downloads;
