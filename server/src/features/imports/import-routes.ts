import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  apiErrorBodySchema,
  importPreviewResponseSchema,
  importRefusedResponseSchema,
  importResponseSchema,
} from '@ghadi/contracts';
import { importResults, previewImport } from './import-results';
import { apiError, languageOf } from '../../http/api-error';

// Room for 20 games x 20 years of rows (about 146,000, some 5 MB as the downloads write them) and then some.
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

const csvBody = z
  .string()
  .optional()
  .describe('The CSV file: a header line naming game (English name) or gid, date (YYYY-MM-DD) and result; other columns are ignored');
const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 413: apiErrorBodySchema, 415: apiErrorBodySchema };

/** Bulk import of historical results from a CSV file (admin): a dry run, then the import itself. */
const imports: FastifyPluginAsyncZod = async (fastify) => {
  // These routes take the file itself, as text/csv; parsers and error wording are scoped to this plugin.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  fastify.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw apiError(413, 'importTooLarge');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw apiError(415, 'importNotText');
    // The API's own handler words everything else.
    throw error;
  });

  const dependencies = (request: FastifyRequest) => ({
    db: fastify.db,
    changes: fastify.siteChanges,
    timeZone: fastify.config.siteTimezone,
    now: fastify.clock(),
    language: languageOf(request),
  });

  fastify.post(
    apiPaths.importPreview,
    {
      config: { access: 'admin' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { consumes: ['text/csv'], body: csvBody, response: { 200: importPreviewResponseSchema, ...errors } },
    },
    async (request) => previewImport(dependencies(request), request.user!, request.body ?? ''),
  );

  fastify.post(
    apiPaths.importResults,
    {
      config: { access: 'admin' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        consumes: ['text/csv'],
        body: csvBody,
        response: { 200: importResponseSchema, ...errors, 409: importRefusedResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await importResults(dependencies(request), request.user!, request.body ?? '');
      if ('refused' in outcome) return reply.code(409).send(outcome.refused);
      return outcome.imported;
    },
  );
};

export default imports;
