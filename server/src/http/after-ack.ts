import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Work a request leaves for after its answer: notifications and posts of what it wrote. */
type AfterAckTask = () => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    afterAckTasks: AfterAckTask[] | null;
  }
}

/** Has `task` run once this request's answer went out with a 2xx, never before and never otherwise. */
export function afterAck(request: FastifyRequest, task: AfterAckTask): void {
  (request.afterAckTasks ??= []).push(task);
}

/**
 * The `onResponse` hook of the routes that call afterAck: a hook of those routes only, not of every
 * request. It runs once the answer was handed to the connection ('finish') or failed to be ('error'): only
 * the first is an acknowledgement.
 */
export async function runAfterAck(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const tasks = request.afterAckTasks;
  if (!tasks || reply.statusCode >= 300 || !reply.raw.writableEnded || reply.raw.errored) return;
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      // The write is acknowledged and stays; only what would have told people of it is lost, which the log says.
      request.log.error({ err: error }, 'work after the acknowledgement failed');
    }
  }
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('afterAckTasks', null);
  },
  { name: 'after-ack' },
);
