import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages, type ErrorBody } from '@ghadi/contracts';
import { isDatabaseUnavailable } from '../../db/errors';

// How soon a client may retry during a database outage: long enough not to hammer a recovering database.
const OUTAGE_RETRY_AFTER_SECONDS = 10;

// Fastify's own wording for these is written for developers; callers get plain language.
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type, send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

type ValidationFailure = Omit<FastifyError, 'validation'> & {
  validation: { instancePath: string; message?: string | undefined }[];
};

/** "UserName: Username is required; Password: Required" (a field missing altogether reads "Required"). */
function validationMessage(error: ValidationFailure): string {
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      const text = issue.message ?? 'Invalid value';
      return `${field}: ${/received (undefined|null)$/.test(text) ? 'Required' : text}`;
    })
    .join('; ');
}

/**
 * Errors Fastify raises while routing (a malformed or over-long path segment), before any hook or the
 * error handler runs; buildApp passes this as `frameworkErrors` so they get the same body as the rest.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code = error.statusCode ?? 500;
  const status = code >= 400 && code < 500 ? code : 500;
  const message = status < 500 ? (messagesByCode[error.code] ?? error.message) : serverMessages.internal;
  void reply.code(status).send({ success: false, message } satisfies ErrorBody);
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler<FastifyError>((error, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        // An outage, not a bug: one line per request, no stack, and the caller is told to come back.
        request.log.warn({ method: request.method, url: request.url, reason: error.message }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', OUTAGE_RETRY_AFTER_SECONDS)
          .send({ success: false, message: serverMessages.databaseUnavailable } satisfies ErrorBody);
      }
      const code = error.statusCode ?? 500;
      const status = code >= 400 && code < 600 ? code : 500;
      if (status >= 500) {
        request.log.error(
          { err: error, method: request.method, url: request.url, params: request.params, query: request.query },
          'request failed',
        );
        return reply.code(status).send({ success: false, message: serverMessages.internal } satisfies ErrorBody);
      }
      const message = hasZodFastifySchemaValidationErrors(error)
        ? validationMessage(error)
        : (messagesByCode[error.code] ?? error.message);
      return reply.code(status).send({ success: false, message } satisfies ErrorBody);
    });
  },
  { name: 'error-handler' },
);
