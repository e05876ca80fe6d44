import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, RESULT_STREAM_PATH, type ErrorBody } from '@ghadi/contracts';

export const STREAM_FULL_MESSAGE = 'Too many live connections right now; the page will refresh by itself';

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
        response: { 200: z.string().describe('text/event-stream of `result` and `refresh` events'), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (fastify.liveResults.full) {
        return reply.code(503).header('retry-after', 30).send({ success: false, message: STREAM_FULL_MESSAGE } satisfies ErrorBody);
      }
      // From here on the socket is ours: the headers set by the hooks so far (CORS, security) go out as-is.
      reply.hijack();
      const hookHeaders = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      reply.raw.writeHead(200, { ...Object.fromEntries(hookHeaders), ...streamHeaders });
      fastify.liveResults.open(reply.raw, request.headers['last-event-id']);
    },
  );
};

export default resultStream;
