import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { apiPaths } from '@ghadi/contracts';
import { errorBody } from './api-error';

const RETRY_AFTER_SECONDS = 5;

/**
 * Sheds load instead of queueing it: when the event loop lags past MAX_EVENT_LOOP_DELAY_MS, new requests
 * get a quick 503 with Retry-After, so those already accepted finish and memory stays bounded. Liveness
 * is still answered: a busy process is not a dead one.
 */
export default fp(
  async (fastify) => {
    const maxEventLoopDelay = fastify.config.maxEventLoopDelayMs;
    if (maxEventLoopDelay === 0) return;
    // The plugin measures; the answer is ours, so it has the API's error shape and spares liveness.
    await fastify.register(underPressure, { maxEventLoopDelay, pressureHandler: () => undefined });
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.url === apiPaths.healthLive || !fastify.isUnderPressure()) return;
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(errorBody(request, 'busy'));
    });
  },
  { name: 'overload' },
);
