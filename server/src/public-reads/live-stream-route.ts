import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, RESULT_STREAM_PATH, type ErrorBody } from '@ghadi/contracts';
import { protectiveHeadersOf } from '../http/security-headers';

export const STREAM_FULL_MESSAGE = 'Too many live connections right now; the page will refresh by itself';
export const ADDRESS_FULL_MESSAGE = 'Too many live connections from your address; the page will refresh by itself';
// Pages refused a stream keep polling; a later visit may try again.
const RETRY_AFTER_SECONDS = 30;

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies buffer responses unless told not to; events must go out at once.
  'x-accel-buffering': 'no',
};

/** GET /api/results/stream: each published result, as it happens (Server-Sent Events). */
const resultStream: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    RESULT_STREAM_PATH,
    {
      config: { access: 'public' },
      schema: {
        headers: z.looseObject({ 'last-event-id': z.string().max(100).optional() }),
        response: {
          200: z.string().describe('text/event-stream of `result` and `refresh` events'),
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const hub = fastify.liveResults;
      if (hub.full) {
        return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send({ success: false, message: STREAM_FULL_MESSAGE } satisfies ErrorBody);
      }
      // request.ip is the client's as the trusted proxies say (TRUST_PROXY).
      if (hub.fullFor(request.ip)) {
        return reply.code(429).header('retry-after', RETRY_AFTER_SECONDS).send({ success: false, message: ADDRESS_FULL_MESSAGE } satisfies ErrorBody);
      }
      // From here on the socket is ours and the onSend hooks do not run: the headers set by the hooks so
      // far (CORS) go out with the stream's own and the protective ones.
      reply.hijack();
      reply.headers(streamHeaders);
      const headers = Object.entries({ ...reply.getHeaders(), ...protectiveHeadersOf(request, reply) });
      reply.raw.writeHead(200, Object.fromEntries(headers.filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined)));
      hub.open(reply.raw, request.ip, request.headers['last-event-id']);
    },
  );
};

export default resultStream;
