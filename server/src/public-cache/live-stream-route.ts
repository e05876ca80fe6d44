import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiErrorBodySchema, resultStreamQuerySchema, SITE_CHANGE_EVENT } from '@ghadi/contracts';
import { protectiveHeadersOf } from '../http/security-headers';
import { errorBody } from '../http/api-error';
import { tooMany } from '../limits/too-many';

// Pages refused a stream keep polling; a later visit may try again.
const RETRY_AFTER_SECONDS = 30;

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies buffer responses unless told not to; events must go out at once.
  'x-accel-buffering': 'no',
};

/** GET /api/results/stream: a `changed` event naming what changed, for each change to public data and each time boundary of the games' states (Server-Sent Events). */
const liveStream: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.resultStream,
    {
      config: { access: 'public' },
      schema: {
        querystring: resultStreamQuerySchema,
        response: {
          200: z.string().describe(`text/event-stream of \`${SITE_CHANGE_EVENT}\` events, data: a SiteChange ({"what":"result","ghadi","date","reads"}, {"what":"holiday","ghadi","date","reads"}, {"what":"games","reads"}, {"what":"content","reads"}, {"what":"clock","reads"}: a game's result time or midnight in the site zone passed, or {"what":"all"}); with \`since\`, first the changes made after it (or {"what":"all"} when they are no longer known)`),
          400: apiErrorBodySchema,
          429: apiErrorBodySchema,
          503: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const hub = fastify.liveStream;
      if (hub.full) {
        return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send(errorBody(request, 'streamFull'));
      }
      // request.ip is the client's as the trusted proxies say (TRUST_PROXY).
      if (hub.fullFor(request.ip)) throw tooMany('streamPerAddressFull', RETRY_AFTER_SECONDS * 1000);
      // From here on the socket is ours and the onSend hooks do not run: the headers set by the hooks so
      // far (CORS) go out with the stream's own and the protective ones.
      reply.hijack();
      reply.headers(streamHeaders);
      const headers = Object.entries({ ...reply.getHeaders(), ...protectiveHeadersOf(request, reply) });
      reply.raw.writeHead(200, Object.fromEntries(headers.filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined)));
      const { since } = request.query;
      hub.open(reply.raw, request.ip, since === undefined ? undefined : Date.parse(since));
    },
  );
};

export default liveStream;
