import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages, validationMessage, type ErrorBody } from '@ghadi/contracts';
import { isDatabaseUnavailable } from '../db/errors';
import { isHttps, protectiveHeaders, protectiveHeadersOf } from './security-headers';

// How soon a client may retry during a database outage: long enough not to hammer a recovering database.
const OUTAGE_RETRY_AFTER_SECONDS = 10;

// Fastify's own wording for these is written for developers; callers get plain language.
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: serverMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverMessages.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverMessages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: serverMessages.bodyTooLarge,
  FST_ERR_BAD_URL: serverMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: serverMessages.urlTooLong,
};

type ValidationFailure = Omit<FastifyError, 'validation'> & {
  validation: { instancePath: string; message?: string | undefined }[];
};

/** The 400 for a request its route's schema refuses, worded by the rule the test fakes use too. */
const validationMessageOf = (error: ValidationFailure): string =>
  validationMessage(
    // The type provider reports a zod issue's path as a JSON pointer ("/a/b").
    error.validation.map((issue) => ({ path: issue.instancePath.split('/').slice(1), message: issue.message ?? 'Invalid value' })),
    error.validationContext,
  );

/**
 * Errors Fastify raises while routing (a malformed or over-long path segment), before any hook or the
 * error handler runs; buildApp passes this as `frameworkErrors` so they get the same body and headers
 * as the rest.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code = error.statusCode ?? 500;
  const status = code >= 400 && code < 500 ? code : 500;
  const message = status < 500 ? (messagesByCode[error.code] ?? error.message) : serverMessages.internal;
  reply.code(status).type('application/json; charset=utf-8');
  void reply.headers(protectiveHeadersOf(request, reply)).send({ success: false, message } satisfies ErrorBody);
}

// What Node reports on a connection before a whole request has arrived (it names the same statuses).
const clientErrors: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: serverMessages.requestTimedOut },
  HPE_HEADER_OVERFLOW: { status: 431, message: serverMessages.headersTooLarge },
};
const MALFORMED_REQUEST = { status: 400, message: serverMessages.notHttp };

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
    const { status, message } = clientErrors[error.code ?? ''] ?? MALFORMED_REQUEST;
    this.log.info({ code: error.code, status, url: inFlight?.req.url }, 'request not received');
    const body = JSON.stringify({ success: false, message } satisfies ErrorBody);
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
    fastify.setErrorHandler<FastifyError>((error, request, reply) => {
      // The client closed the connection before its body arrived (left the page, lost signal, or on
      // purpose). Node reports that with ECONNRESET, which would read as a lost database connection.
      if (request.raw.errored === error) {
        request.log.info({ method: request.method, url: request.url }, 'request aborted by the client');
        return reply.code(400).send({ success: false, message: serverMessages.requestCutOff } satisfies ErrorBody);
      }
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
        ? validationMessageOf(error)
        : (messagesByCode[error.code] ?? error.message);
      return reply.code(status).send({ success: false, message } satisfies ErrorBody);
    });
  },
  { name: 'error-handler' },
);
