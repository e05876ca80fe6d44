import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { brokenRule, serverMessageIn, validationIssueTexts, type ErrorBody, type ErrorCode } from '@ghadi/contracts';
import { isDatabaseUnavailable } from '../db/errors';
import { ApiError, errorBody, languageOf } from './api-error';
import { isHttps, protectiveHeaders, protectiveHeadersOf } from './security-headers';

// How soon a client may retry during a database outage: long enough not to hammer a recovering database.
const OUTAGE_RETRY_AFTER_SECONDS = 10;

// Fastify's own wording for these is written for developers; callers get plain language.
const codesByFastifyCode: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'urlTooLong',
};

/** The code of a refusal Fastify raised itself: by its own code, else by the status. */
const codeOfFastifyError = (error: FastifyError, status: number): ErrorCode =>
  codesByFastifyCode[error.code] ?? (status === 404 ? 'notFound' : 'requestNotValid');

type ValidationFailure = Omit<FastifyError, 'validation'> & {
  validation: { instancePath: string; message?: string | undefined; keyword?: string; params?: object }[];
};

/**
 * The 400 for a request its route's schema refuses: the message words every broken rule (by the rule the
 * test fakes use too); `field`, `rule` and `limit` name the first.
 */
function validationBody(request: FastifyRequest, error: ValidationFailure): ErrorBody {
  // The type provider reports a zod issue's path as a JSON pointer ("/a/b"), its code as `keyword` and the
  // rest of it (a length rule's figure, say) as `params`.
  const issues = error.validation.map(({ instancePath, message, keyword, params }) => ({
    ...params,
    path: instancePath.split('/').slice(1),
    message: message ?? 'Invalid value',
    code: keyword,
  }));
  return { ...errorBody(request, 'invalidRequest', validationIssueTexts(issues, error.validationContext)), ...brokenRule(issues, error.validationContext) };
}

/**
 * Errors Fastify raises while routing (a malformed or over-long path segment), before any hook or the
 * error handler runs; buildApp passes this as `frameworkErrors` so they get the same body and headers
 * as the rest.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const given = error.statusCode ?? 500;
  const status = given >= 400 && given < 500 ? given : 500;
  const code = status < 500 ? codeOfFastifyError(error, status) : 'internal';
  reply.code(status).type('application/json; charset=utf-8');
  void reply.headers(protectiveHeadersOf(request, reply)).send(errorBody(request, code));
}

// What Node reports on a connection before a whole request has arrived (it names the same statuses).
const clientErrors: Record<string, { status: number; code: ErrorCode }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'requestTimedOut' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headersTooLarge' },
};
const MALFORMED_REQUEST = { status: 400, code: 'notHttp' } as const;

/**
 * Errors Node raises on a connection: a request not received within HEADERS_TIMEOUT_MS or
 * REQUEST_TIMEOUT_MS, headers too large, bytes that are not HTTP. No Fastify request exists, so the
 * answer is written on the socket, which then closes; buildApp passes this as `clientErrorHandler`.
 */
export function sendClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // The client is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The answer to a request whose body was still arriving, if it has one; never write into one under way.
  const inFlight = (socket as { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && inFlight?.headersSent !== true) {
    const { status, code } = clientErrors[error.code ?? ''] ?? MALFORMED_REQUEST;
    this.log.info({ code: error.code, status, url: inFlight?.req.url }, 'request not received');
    // Only a request whose body was arriving has headers to ask for a language by.
    const language = inFlight ? languageOf(inFlight.req) : 'en';
    const body = JSON.stringify({ success: false, code, message: serverMessageIn(language, code) } satisfies ErrorBody);
    const answer = {
      url: inFlight?.req.url ?? '',
      https: inFlight ? isHttps(inFlight.req, this.config.trustProxy) : (socket as TLSSocket).encrypted === true,
      status,
      contentType: 'application/json; charset=utf-8',
      cacheControl: undefined,
    };
    const headers: OutgoingHttpHeaders = {
      ...protectiveHeaders(answer),
      'content-type': answer.contentType,
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
      // A refusal of the API's own: its code and message, in the caller's language.
      if (error instanceof ApiError) {
        if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', error.retryAfterSeconds);
        return reply.code(error.statusCode).send(error.bodyFor(request));
      }
      // The client closed the connection before its body arrived (left the page, lost signal, or on
      // purpose). Node reports that with ECONNRESET, which would read as a lost database connection.
      if (request.raw.errored === error) {
        request.log.info({ method: request.method, url: request.url }, 'request aborted by the client');
        return reply.code(400).send(errorBody(request, 'requestCutOff'));
      }
      if (isDatabaseUnavailable(error)) {
        // An outage, not a bug: one line per request, no stack, and the caller is told to come back.
        request.log.warn({ method: request.method, url: request.url, reason: error.message }, 'database unavailable');
        return reply.code(503).header('retry-after', OUTAGE_RETRY_AFTER_SECONDS).send(errorBody(request, 'databaseUnavailable'));
      }
      const given = error.statusCode ?? 500;
      const status = given >= 400 && given < 600 ? given : 500;
      if (status >= 500) {
        request.log.error(
          { err: error, method: request.method, url: request.url, params: request.params, query: request.query },
          'request failed',
        );
        return reply.code(status).send(errorBody(request, 'internal'));
      }
      if (hasZodFastifySchemaValidationErrors(error)) return reply.code(status).send(validationBody(request, error));
      return reply.code(status).send(errorBody(request, codeOfFastifyError(error, status)));
    });
  },
  { name: 'error-handler' },
);
