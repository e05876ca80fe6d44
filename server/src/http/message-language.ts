import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messageIn } from '@ghadi/contracts';

/** Whether the client asks for Hindi first (the back offices send `Accept-Language: hi` when shown in Hindi). */
const wantsHindi = (request: FastifyRequest): boolean => /^\s*hi\b/i.test(request.headers['accept-language'] ?? '');

/**
 * The `message` of a JSON answer in the language the client asks for: the server writes its messages in
 * English (the spec's texts), and a client that asks for Hindi gets the same message from the Hindi table.
 * Before compression, which works on the final text.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' || !payload.includes('"message"') || !wantsHindi(request)) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      const body = JSON.parse(payload) as unknown;
      if (typeof body !== 'object' || body === null || !('message' in body) || typeof body.message !== 'string') return payload;
      return JSON.stringify({ ...body, message: messageIn('hi', body.message) });
    });
  },
  { name: 'message-language' },
);
